import { ENERGY_SCALES, energyClass, energyClassLabel, energyScaleRow, energyStepColours } from './energy'
import { pricePerArea } from './listing'
import { priceTerms, vatTerms } from './price-terms'
import { energyRegion, type EnergyRegion } from './region'

/**
 * What a property's key-facts strip shows under its gallery, in this order (issue 23 §4): the price (in words
 * by the catalogue's price text), what the price is (VAT, life annuity, charges), the price per m², bedrooms,
 * living area and the EPC class. Each fact is data; the page words and formats it (KeyFacts.tsx). A new fact
 * (a total with charges, another price note) is a new kind here and a case there: one place for both.
 */
export type PriceNote =
  /** A new-build unit: its project says whether VAT is in the price (Projects' pricesVat). */
  | { kind: 'vat'; pricesVat: 'exclusive' | 'inclusive' | 'registration' }
  /** A life annuity: the headline price is the lump sum (bouquet), paid on top every month. */
  | { kind: 'annuity'; monthly: number }
  /** Monthly charges on top of the rent (the tenant's) or of owning the home (the owner's). */
  | { kind: 'charges'; monthly: number; payer: 'tenant' | 'owner' }

export type EpcBadge = { region: EnergyRegion; energyClass: string; label: string; background: string; text: string }

export type KeyFact =
  | { kind: 'price' }
  | { kind: 'priceNote'; note: PriceNote }
  /** `withVat`: the amount divided is the price with VAT (a price written without it), and the strip says so. */
  | { kind: 'pricePerSquareMetre'; amount: number; withVat: boolean }
  | { kind: 'bedrooms'; count: number }
  | { kind: 'livingArea'; squareMetres: number }
  | { kind: 'epc'; badge: EpcBadge }

export type KeyFactsSource = {
  goal?: 'sale' | 'rent' | null
  availability?: string | null
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: number | null
  /** The CRM's flag: the sale bears VAT (price-terms.ts vatTerms). */
  vat?: boolean | null
  bedrooms?: number | null
  surfaceLiving?: number | null
  chargesOwner?: number | null
  chargesRenter?: number | null
  annuity?: { bouquet?: number | null; monthlyRent?: number | null } | null
  energyPerformance?: number | null
  epcLabel?: string | null
  zip?: string | null
  countryId?: number | null
  /** The project a new-build unit belongs to, when there is one. */
  project?: { pricesVat?: 'exclusive' | 'inclusive' | 'registration' | null } | null
}

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** The EPC class as a coloured badge on its region's colours (the same colours as the scale on the page), or null when unknown. */
export function epcBadge(property: Pick<KeyFactsSource, 'energyPerformance' | 'epcLabel' | 'zip' | 'countryId'>): EpcBadge | null {
  const region = energyRegion(property)
  const klass = region ? energyClass(region, property.energyPerformance, property.epcLabel) : null
  if (!region || !klass) return null
  const scale: readonly string[] = ENERGY_SCALES[region]
  const { background, text } = energyStepColours(scale.indexOf(energyScaleRow(region, klass)), scale.length)
  return { region, energyClass: klass, label: energyClassLabel(klass), background, text }
}

/**
 * What the headline price is, when a visitor could mistake it for all they pay (one note: VAT, else annuity,
 * else charges). A unit's VAT note follows the same rule as its price's words and its comparable amount
 * (price-terms.ts vatTerms): a project's "without VAT" is said only when the sale bears VAT; a unit sold without
 * VAT is under registration duties.
 */
export function priceNote(property: KeyFactsSource): PriceNote | null {
  if (property.availability === 'sold' || property.availability === 'rented') return null
  const pricesVat = property.project?.pricesVat
  if (property.goal !== 'rent' && pricesVat) {
    const vat = vatTerms(property.vat, pricesVat)
    return { kind: 'vat', pricesVat: vat === 'excluded' ? 'exclusive' : vat === 'included' ? 'inclusive' : 'registration' }
  }
  if (property.goal !== 'rent' && positive(property.annuity?.monthlyRent)) return { kind: 'annuity', monthly: property.annuity.monthlyRent }
  if (property.goal === 'rent' && positive(property.chargesRenter)) return { kind: 'charges', monthly: property.chargesRenter, payer: 'tenant' }
  if (property.goal !== 'rent' && positive(property.chargesOwner)) return { kind: 'charges', monthly: property.chargesOwner, payer: 'owner' }
  return null
}

/**
 * The price per m² of living area: only for a sale at a set price (not 'from', not a life annuity's lump sum,
 * not a rent), in whole euros. The same figure the listing's price-per-m² sort compares (listing.ts
 * pricePerArea of the comparable amount, ADR 0080): a price written without VAT is divided with its VAT, and
 * `withVat` says so.
 */
export function pricePerSquareMetre(property: KeyFactsSource): { amount: number; withVat: boolean } | null {
  if (property.goal === 'rent' || positive(property.annuity?.monthlyRent) || !positive(property.surfaceLiving)) return null
  const terms = priceTerms(property, property.project?.pricesVat ?? null)
  if (terms.kind !== 'sale' || terms.display.kind !== 'amount') return null
  const amount = pricePerArea(terms.comparable, property.surfaceLiving)
  return amount === null ? null : { amount, withVat: terms.vat === 'excluded' }
}

export function keyFacts(property: KeyFactsSource): KeyFact[] {
  const onOffer = property.availability !== 'sold' && property.availability !== 'rented'
  const note = priceNote(property)
  const perSquareMetre = onOffer ? pricePerSquareMetre(property) : null
  const badge = epcBadge(property)
  const facts: (KeyFact | null)[] = [
    onOffer ? { kind: 'price' } : null,
    note ? { kind: 'priceNote', note } : null,
    perSquareMetre ? { kind: 'pricePerSquareMetre', ...perSquareMetre } : null,
    positive(property.bedrooms) ? { kind: 'bedrooms', count: property.bedrooms } : null,
    positive(property.surfaceLiving) ? { kind: 'livingArea', squareMetres: property.surfaceLiving } : null,
    badge ? { kind: 'epc', badge } : null,
  ]
  return facts.filter((fact): fact is KeyFact => fact !== null)
}
