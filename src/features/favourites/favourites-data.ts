import type { Payload } from 'payload'

import { findPropertyCards, OFFER_SELECT } from '@/features/catalogue'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

/** What the comparison shows of each property: the facts buyers compare first. */
export const COMPARE_SELECT = {
  title: true,
  city: true,
  // The price, and what the costs under it need (domain/favourites.ts costsToCompare): the offer, the region, VAT, charges.
  ...OFFER_SELECT,
  countryId: true,
  zip: true,
  vat: true,
  chargesRenter: true,
  // How a unit's project writes VAT into its price (populated below): the price says "excl. VAT" (ADR 0068).
  project: true,
  mainTypeName: true,
  surfaceLiving: true,
  surfaceGround: true,
  bedrooms: true,
  bathrooms: true,
  constructionYear: true,
  epcLabel: true,
  epcTotal: true,
} as const

export type ComparedProperty = Pick<Property, 'id' | keyof typeof COMPARE_SELECT>
/** The rows of facts, one per field, in this order. */
export const COMPARED_FACTS = ['mainTypeName', 'surfaceLiving', 'surfaceGround', 'bedrooms', 'bathrooms', 'constructionYear', 'epcLabel', 'epcTotal'] as const satisfies (keyof typeof COMPARE_SELECT)[]
export type ComparedFact = (typeof COMPARED_FACTS)[number]

const inOrder = <T extends { id: number }>(ids: readonly number[], docs: T[]) => ids.flatMap((id) => docs.find((doc) => doc.id === id) ?? [])

/**
 * The favourites as cards and the compared ones as facts, in the visitor's order. Read as the public reads
 * (overrideAccess false): only published properties, and only the fields the public may see (a hidden
 * price stays hidden). Ids that are no longer online are simply left out.
 */
export async function readFavourites(payload: Payload, locale: Locale, ids: readonly number[], compared: readonly number[]) {
  const [cards, facts] = await Promise.all([
    ids.length ? findPropertyCards(payload, { where: { id: { in: [...ids] } }, locale, limit: ids.length }) : [],
    compared.length
      ? payload
          .find({
            collection: 'properties',
            where: { id: { in: [...compared] } },
            locale,
            depth: 1,
            populate: { projects: { pricesVat: true } },
            limit: compared.length,
            pagination: false,
            select: COMPARE_SELECT,
            overrideAccess: false,
          })
          .then((found) => found.docs as ComparedProperty[])
      : [],
  ])
  return { cards: inOrder(ids, cards), compared: inOrder(compared, facts) }
}
