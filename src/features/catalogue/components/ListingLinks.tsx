import { getTranslations } from 'next-intl/server'

import { prefillFromListing, profilePrefillSearch } from '@/domain/forms/profile-prefill'
import { type ListingQuery, type ListingScope, listingSearch, parseListingQuery } from '@/domain/listing'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'

import { findListing } from '../listing-query'
import { listingWhere } from '../listing-where'
import { listingPath } from '@/shared/catalogue-paths'

const SCOPES = ['sale', 'rent', 'abroad'] as const

/** The keep-me-informed form (Ik zoek) filled in with this listing's criteria. */
export const alertHref = (scope: ListingScope, query: ListingQuery, locale: Locale) =>
  `${publicPath('/demand-register', locale)}${profilePrefillSearch(prefillFromListing(scope, query))}`

/** "Alert me for this search": under an empty result, the form that mails the visitor when such a property comes in. */
export async function AlertForSearch({ scope, query, locale }: { scope: ListingScope; query: ListingQuery; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'findable' })
  return (
    <p className="empty-state__alert">
      <a className="button" href={alertHref(scope, query, locale)}>
        {t('alertMe')}
      </a>
    </p>
  )
}

/** How many properties another listing holds for the same typed text, by the listings' own rule. */
async function textCount(scope: ListingScope, q: string): Promise<number> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({ collection: 'properties', where: listingWhere(scope, { ...parseListingQuery({}), q }), overrideAccess: false })
  return totalDocs
}

/**
 * Below a listing: the same typed text in the other listings (a search for "Brugge" among the sales finds
 * the rental), the search alert for these criteria when there are results (an empty result offers it
 * itself), and the properties abroad from the Belgian listings.
 */
export async function ListingLinks({ scope, query, locale }: { scope: ListingScope; query: ListingQuery; locale: Locale }) {
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: 'findable' }), findListing(scope, query, locale)])
  const q = query.q
  const elsewhere = q
    ? (await Promise.all(SCOPES.filter((other) => other !== scope).map(async (other) => ({ scope: other, count: await textCount(other, q) })))).filter((other) => other.count > 0)
    : []
  const scopeLabel = { sale: t('inSale'), rent: t('inRent'), abroad: t('inAbroad') }
  return (
    <aside className="listing-links" aria-label={t('moreLabel')}>
      {q && elsewhere.length > 0 && (
        <p className="listing-links__text">
          {t('textElsewhere', { text: q })}{' '}
          {elsewhere.map((other, index) => (
            <span key={other.scope}>
              {index > 0 && ' · '}
              <a href={`${listingPath(other.scope, locale)}${listingSearch({ ...parseListingQuery({}), q })}`}>
                {scopeLabel[other.scope]} ({other.count})
              </a>
            </span>
          ))}
        </p>
      )}
      {result.total > 0 && (
        <p>
          {t('notFound')} <a href={alertHref(scope, query, locale)}>{t('alertMeShort')}</a>
        </p>
      )}
      {scope !== 'abroad' && (
        <p>
          {t('abroadIntro')} <a href={listingPath('abroad', locale)}>{t('abroadLink')}</a>
        </p>
      )}
    </aside>
  )
}
