import type { Media, Project, Property } from '@/payload-types'

/**
 * What domain/offer.ts needs to show a property's price and status (priceDisplay, offerStatus), and what
 * domain/price-terms.ts needs to say what the price is (VAT, a life annuity, a rent's charges; ADR 0068).
 */
export const OFFER_SELECT = {
  goal: true,
  price: true,
  publishPrice: true,
  priceUnit: true,
  availability: true,
  marquee: true,
  vat: true,
  chargesRenter: true,
  annuity: { monthlyRent: true },
} as const

/**
 * What a property card shows (PropertyCard: cover picture, badge, city, title, price, bedrooms, living area,
 * EPC class, path; a project unit's VAT note). Lists read only these fields: a listing page of 24 whole properties (descriptions, every detail,
 * documents, and each of their pictures populated) cost Payload about 50 ms of CPU; the cards' fields
 * and one picture each about 15 ms (scripts/bench.ts, docs/performance.md).
 */
export const CARD_SELECT = {
  externalId: true,
  slug: true,
  title: true,
  city: true,
  ...OFFER_SELECT,
  listedAt: true,
  bedrooms: true,
  surfaceLiving: true,
  // The EPC badge (src/domain/key-facts.ts epcBadge): the value or label and where the property is.
  energyPerformance: true,
  epcLabel: true,
  zip: true,
  countryId: true,
  project: true,
  pictures: { image: true },
} as const

// Payload computes a picture's url from its filename.
export const CARD_MEDIA_SELECT = { url: true, filename: true, mimeType: true, alt: true, width: true, height: true, sizes: true } as const
// pricesVat: how the project writes VAT into its units' prices (the card says "excl. VAT").
export const CARD_PROJECT_SELECT = { externalId: true, slug: true, name: true, city: true, pricesVat: true } as const

type CardProject = Pick<Project, 'id' | keyof typeof CARD_PROJECT_SELECT>

/** A property as a card receives it: the card's fields, its first picture and the project it belongs to. */
export type PropertyCardData = Pick<Property, 'id' | Exclude<keyof typeof CARD_SELECT, 'pictures' | 'project'>> & {
  cover: Media | null
  project: CardProject | null
}
