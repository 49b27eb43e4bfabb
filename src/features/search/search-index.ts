import 'server-only'

import { dropdownCounts, inListingScope } from '@/domain/listing'
import { placeName } from '@/domain/place-names'
import { buildSearchIndex, type SearchIndex, TEXT_SCOPES } from '@/domain/search'
import type { Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { changeVersion } from '@/server/content-changes'
import { memoryMemo } from '@/server/memory-memo'
import { getPayloadClient } from '@/server/payload'

import { propertyPath } from '@/shared/catalogue-paths'
import { priceWords, type PricedProperty } from '@/shared/offer-text'
import { readListedProperties, readSearchSource, type SearchSourceProperty } from './search-source'

/** A suggested property's price as the cards read it: the public price and what says what it is. */
function suggestedPrice(property: SearchSourceProperty): PricedProperty {
  const publishPrice = property.publicPrice !== null
  return {
    goal: property.goal,
    price: property.publicPrice,
    publishPrice,
    priceUnit: property.priceUnit,
    vat: property.vat,
    chargesRenter: property.chargesRenter,
    annuity: publishPrice ? { monthlyRent: property.annuityMonthlyRent } : undefined,
    project: { pricesVat: property.pricesVat },
  }
}

async function build(locale: Locale): Promise<SearchIndex> {
  const payload = await getPayloadClient()
  const [types, { properties, projects }, listed] = await Promise.all([
    payload.find({ collection: 'property-types', locale, limit: 0, pagination: false, sort: 'showOrder', depth: 0 }),
    readSearchSource(payload, locale),
    readListedProperties(payload),
  ])
  const projectById = new Map(projects.map((project) => [project.id, project]))
  // Built outside a page render (in memory, rebuilt in the background): the bundled catalogues.
  const words = translatorFor(locale, 'catalogue')
  const figures = translatorFor(locale, 'figures')
  // The counts are those of the listings the options link to; the suggested properties are the available ones.
  const counts = dropdownCounts(
    listed,
    types.docs.map((type) => type.webId),
  )
  return buildSearchIndex({
    types: types.docs.map((type) => ({ webId: type.webId, name: type.name, saleCount: counts.types.get(type.webId)?.sale ?? 0, rentCount: counts.types.get(type.webId)?.rent ?? 0 })),
    cities: counts.cities.map(({ name, zip, saleCount, rentCount }) => ({ name, label: placeName(name, locale), zip, saleCount, rentCount })),
    properties: properties.map((property) => ({
      id: property.externalId ?? property.id,
      reference: property.reference,
      title: property.title,
      // Only the public price is ever read: a hidden one shows as 'price on request'. In the cards' words, saying
      // what the price is ('€ 339.000 excl. btw'), from the same terms the listings compare (ADR 0068, 0080).
      price: priceWords(suggestedPrice(property), locale, words, figures),
      city: placeName(property.city, locale),
      zip: property.zip ?? '',
      href: propertyPath({ ...property, project: property.project === null ? null : (projectById.get(property.project) ?? null) }, locale),
      thumbnail: property.thumbnail,
      searchText: property.searchText,
    })),
    listed: listed.map((property) => ({ scope: TEXT_SCOPES.find((scope) => inListingScope(property, scope)) ?? null, searchText: property.searchText })),
  })
}

// Suggestions answer each keystroke within a few milliseconds by scanning the whole catalogue of a language:
// that index stays in this process's memory (ADR 0019), rebuilt when any instance announces a change.
const readIndex = memoryMemo({ name: 'search index', load: (locale) => build(locale as Locale), version: () => changeVersion('catalogue') })

/** The search index of one language, kept in memory and rebuilt in the background when the catalogue changes. */
export function getSearchIndex(locale: Locale): Promise<SearchIndex> {
  return readIndex(locale)
}
