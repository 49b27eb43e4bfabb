import type { CollectionConfig } from 'payload'

import { regionDeleted, regionPolygonsChanged } from './region-zones'
import { staffOnly } from './access'
import { externalIdField } from './fields'
import { importHashField } from './import-hash'

/** Neighbourhoods with their map polygons (each polygon: space-separated "lat,lng" pairs, as the CRM sends). */
export const Regions: CollectionConfig = {
  slug: 'regions',
  admin: { useAsTitle: 'name', group: 'Catalogue' },
  access: { read: () => true, create: staffOnly, update: staffOnly, delete: staffOnly },
  // The zone filter's memberships follow the polygons (ADR 0031).
  hooks: { afterChange: [regionPolygonsChanged], afterDelete: [regionDeleted] },
  fields: [
    externalIdField,
    importHashField,
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'title', type: 'text', localized: true },
    { name: 'subtitle', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'polygons',
      type: 'array',
      fields: [{ name: 'coordinates', type: 'textarea', required: true }],
    },
    { name: 'pictures', type: 'upload', relationTo: 'media', hasMany: true },
  ],
}
