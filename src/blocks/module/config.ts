import type { Block } from 'payload'

import { PUBLISHED_OR_DRAFT } from '../../collections/fields'
import { validHexColour } from '../../domain/colour'
import { MODULE_BACKGROUNDS, MODULE_VIEWS } from '../../domain/module-layout'

const spanOptions = Array.from({ length: 12 }, (_, i) => String(i + 1))

/** A page module, with every field of SPEC §3 Module. Its React view lives beside it. */
export const ModuleBlock: Block = {
  slug: 'module',
  labels: { singular: 'Module', plural: 'Modules' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          defaultValue: 'published',
          options: PUBLISHED_OR_DRAFT,
        },
        {
          name: 'position',
          type: 'select',
          defaultValue: 'main',
          options: ['top', 'main', 'bottom'],
          admin: { description: "top: before the page's own text; main: after it; bottom: after all main modules" },
        },
        { name: 'sort', type: 'number', defaultValue: 0 },
      ],
    },
    { type: 'row', fields: [{ name: 'title', type: 'text', localized: true }, { name: 'titleSize', type: 'select', defaultValue: 'h2', options: ['h1', 'h2', 'h3', 'h4'] }] },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'description2', type: 'textarea', localized: true },
    {
      name: 'span',
      type: 'group',
      admin: { description: 'Columns out of 12 per breakpoint' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'sm', type: 'select', defaultValue: '12', options: spanOptions },
            { name: 'md', type: 'select', defaultValue: '12', options: spanOptions },
            { name: 'lg', type: 'select', defaultValue: '12', options: spanOptions },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'view',
          type: 'select',
          required: true,
          defaultValue: 'single-view',
          options: [...MODULE_VIEWS],
          admin: { description: 'single: each item whole, one per row; news: a lead and dated rows; card: a grid; slider: one sliding row; team: portraits' },
        },
        { name: 'itemsPerRow', type: 'number', defaultValue: 3, min: 1, max: 6, admin: { description: 'Cards, news rows, slides in view or people per row on a wide screen' } },
        { name: 'maxItems', type: 'number', min: 1, admin: { description: 'At most this many items (on a listing page: in all, over its pages)' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'backgroundType', type: 'select', defaultValue: 'none', options: [...MODULE_BACKGROUNDS] },
        { name: 'colorBackground', type: 'text', validate: validHexColour, admin: { condition: (_, s) => s?.backgroundType === 'color', description: 'A colour such as #f4efe6' } },
        { name: 'cssClass', type: 'text' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: (_, s) => s?.backgroundType === 'image' } },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, admin: { description: 'Shown in a row under the description; with the background "gallery", the pictures it cross-fades (up to 6)' } },
    {
      name: 'relationType',
      type: 'select',
      required: true,
      defaultValue: 'article',
      options: ['article', 'category', 'property-list', 'contact', 'stats-view'],
    },
    { name: 'article', type: 'relationship', relationTo: 'articles', admin: { condition: (_, s) => s?.relationType === 'article' } },
    {
      type: 'row',
      admin: { condition: (_, s) => s?.relationType === 'category' },
      fields: [
        { name: 'category', type: 'relationship', relationTo: 'categories' },
        { name: 'includeSubcategories', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'listFilter',
      type: 'select',
      // sold: the latest sales in Belgium, the seller pages' proof (issue 23 §3).
      options: ['latest', 'sale', 'rent', 'abroad', 'projects', 'sold'],
      admin: { condition: (_, s) => s?.relationType === 'property-list' },
    },
    {
      name: 'form',
      type: 'select',
      options: ['site-contact', 'keep-me-informed', 'free-valuation', 'testimonial', 'job-application', 'sign-newsletter'],
      admin: { condition: (_, s) => s?.relationType === 'contact' },
    },
  ],
}
