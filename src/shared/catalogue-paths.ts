import { publicPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/locales'
import { slugify } from '@/domain/slug'

type Sluggable = { externalId?: number | null; id: number | string; slug?: string | null; city?: string | null }
type PropertyLike = Sluggable & { goal: 'sale' | 'rent'; title?: string | null; project?: unknown }
type ProjectLike = Sluggable & { name?: string | null }

const idOf = (item: Sluggable) => String(item.externalId ?? item.id)
const citySlug = (city?: string | null) => slugify(city ?? '') || 'belgie'

/** SPEC §2.1: /nl/te-koop/{city}/{slug}/{id}/, or under its project when the property is a project unit. */
export function propertyPath(property: PropertyLike, locale: Locale): string {
  const slug = property.slug || slugify(property.title ?? '') || 'pand'
  const project = property.project
  if (project && typeof project === 'object') {
    const p = project as ProjectLike
    return publicPath('/projects/[...path]', locale, {
      path: [citySlug(p.city), p.slug || slugify(p.name ?? '') || 'project', idOf(p), slug, idOf(property)],
    })
  }
  const internal = property.goal === 'rent' ? '/for-rent/[city]/[slug]/[id]' : '/for-sale/[city]/[slug]/[id]'
  return publicPath(internal, locale, { city: citySlug(property.city), slug, id: idOf(property) })
}

/** SPEC §2.1: /nl/projecten/{city}/{slug}/{id}/, or the id-only form when the project has no city or name. */
export function projectPath(project: ProjectLike, locale: Locale): string {
  const slug = project.slug || slugify(project.name ?? '')
  if (!project.city || !slug) return publicPath('/projects/[...path]', locale, { path: [idOf(project)] })
  return publicPath('/projects/[...path]', locale, { path: [citySlug(project.city), slug, idOf(project)] })
}

/** The buyer's cost estimate of a property for a visitor's own situation (ADR 0032): its CRM id, as in its page's path. */
export const purchaseCostsPath = (property: Sluggable, locale: Locale) => publicPath('/purchase-costs/[id]', locale, { id: idOf(property) })

const LISTING_ROUTES = { sale: '/for-sale', rent: '/for-rent', abroad: '/abroad' } as const

/** A listing's own page: for sale, for rent or abroad. */
export const listingPath = (scope: keyof typeof LISTING_ROUTES, locale: Locale) => publicPath(LISTING_ROUTES[scope], locale)
