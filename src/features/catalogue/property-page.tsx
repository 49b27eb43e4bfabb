import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { buildMetadata } from '@/shared/site/metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { Media, Project, Property } from '@/payload-types'

import { PropertyDetail } from './components/PropertyDetail'
import { ProjectDetail } from './components/ProjectDetail'
import { propertyPath, projectPath } from '@/shared/catalogue-paths'
import { getProjectByExternalId, getPropertyByExternalId } from './queries'
import { placeName } from '@/domain/place-names'

type PropertyParams = { params: Promise<{ locale: string; city: string; slug: string; id: string }> }
type ProjectParams = { params: Promise<{ locale: string; path: string[] }> }

/** Route parameters may arrive percent-encoded; publicPath encodes them again. */
const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
const decoded = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([name, value]) => [name, safeDecode(value)]))

const idFrom = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN)

/** Old or mistyped slugs answer with a permanent redirect to the one canonical path (the path asked for comes from the route's parameters). */
function ensureCanonical(asked: string, canonical: string) {
  if (asked !== canonical) permanentRedirect(canonical)
}

async function propertyFor(locale: Locale, id: number, goal: Property['goal'] | null) {
  const property = await getPropertyByExternalId(id, locale)
  if (!property || (goal && property.goal !== goal && !property.project)) return null
  return property
}

export function propertyPage(goal: Property['goal']) {
  async function PropertyRoute({ params }: PropertyParams) {
    const { locale, city, slug, id } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const property = await propertyFor(locale, idFrom(id), goal)
    if (!property) notFound()
    ensureCanonical(publicPath(goal === 'rent' ? '/for-rent/[city]/[slug]/[id]' : '/for-sale/[city]/[slug]/[id]', locale, decoded({ city, slug, id })), propertyPath(property, locale))
    const t = await getTranslations({ locale, namespace: 'catalogue' })
    const list = goal === 'rent' ? '/for-rent' : '/for-sale'
    return <PropertyDetail property={property} locale={locale} parents={[{ label: t(goal === 'rent' ? 'forRent' : 'forSale'), href: publicPath(list, locale) }]} />
  }
  async function generateMetadata({ params }: PropertyParams): Promise<Metadata> {
    const { locale, id } = await params
    if (!isLocale(locale)) return {}
    const property = await propertyFor(locale, idFrom(id), goal)
    return property ? propertyMetadata(property, locale, propertyPath(property, locale)) : {}
  }
  return { default: PropertyRoute, generateMetadata }
}

function propertyMetadata(property: Property, locale: Locale, path: string) {
  const picture = property.pictures?.[0]?.image
  return buildMetadata(locale, path, {
    title: `${property.title} – ${placeName(property.city, locale)}`,
    description: property.description?.slice(0, 160),
    image: picture && typeof picture === 'object' ? (picture as Media) : null,
  })
}

/**
 * /projects/… has three shapes (SPEC §2.1): {city}/{slug}/{id} for a project, {id} when the project has no
 * city or name, and {city}/{project-slug}/{projectId}/{slug}/{id} for one of its units.
 */
async function resolveProjectPath(locale: Locale, path: string[]) {
  if (path.length === 5) {
    const unit = await propertyFor(locale, idFrom(path[4]), null)
    const project = unit?.project && typeof unit.project === 'object' ? (unit.project as Project) : null
    if (!unit || !project || project.externalId !== idFrom(path[2])) return null
    return { kind: 'unit' as const, unit, project }
  }
  if (path.length === 3 || path.length === 1) {
    const project = await getProjectByExternalId(idFrom(path[path.length - 1]), locale)
    return project ? { kind: 'project' as const, project } : null
  }
  return null
}

export const projectRoute = {
  async default({ params }: ProjectParams) {
    const { locale, path } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const resolved = await resolveProjectPath(locale, path)
    if (!resolved) notFound()
    const projectsCrumb = { label: (await getTranslations({ locale, namespace: 'catalogue' }))('projects'), href: publicPath('/projects', locale) }
    const asked = publicPath('/projects/[...path]', locale, { path: path.map(safeDecode) })
    if (resolved.kind === 'unit') {
      ensureCanonical(asked, propertyPath(resolved.unit, locale))
      return (
        <PropertyDetail
          property={resolved.unit}
          locale={locale}
          parents={[projectsCrumb, { label: resolved.project.name, href: projectPath(resolved.project, locale) }]}
        />
      )
    }
    ensureCanonical(asked, projectPath(resolved.project, locale))
    return <ProjectDetail project={resolved.project} locale={locale} parents={[projectsCrumb]} />
  },
  async generateMetadata({ params }: ProjectParams): Promise<Metadata> {
    const { locale, path } = await params
    if (!isLocale(locale)) return {}
    const resolved = await resolveProjectPath(locale, path)
    if (!resolved) return {}
    if (resolved.kind === 'unit') return propertyMetadata(resolved.unit, locale, propertyPath(resolved.unit, locale))
    const picture = resolved.project.picture
    return buildMetadata(locale, projectPath(resolved.project, locale), {
      title: resolved.project.name,
      description: resolved.project.description?.slice(0, 160),
      image: picture && typeof picture === 'object' ? (picture as Media) : null,
    })
  },
}
