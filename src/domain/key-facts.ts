import { ENERGY_SCALES, energyClass, energyClassLabel, energyScaleRow, energyStepColours } from './energy'
import { priceDisplay } from './offer'
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
  | { kind: 'pricePerSquareMetre'; amount: number }
  | { kind: 'bedrooms'; count: number }
  | { kind: 'livingArea'; squareMetres: number }
  | { kind: 'epc'; badge: EpcBadge }

export type KeyFactsSource = {
  goal?: 'sale' | 'rent' | null
  availability?: string | null
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: number | null
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

/** What the headline price is, when a visitor could mistake it for all they pay (one note: VAT, else annuity, else charges). */
export function priceNote(property: KeyFactsSource): PriceNote | null {
  if (property.availability === 'sold' || property.availability === 'rented') return null
  const pricesVat = property.project?.pricesVat
  if (property.goal !== 'rent' && pricesVat) return { kind: 'vat', pricesVat }
  if (property.goal !== 'rent' && positive(property.annuity?.monthlyRent)) return { kind: 'annuity', monthly: property.annuity.monthlyRent }
  if (property.goal === 'rent' && positive(property.chargesRenter)) return { kind: 'charges', monthly: property.chargesRenter, payer: 'tenant' }
  if (property.goal !== 'rent' && positive(property.chargesOwner)) return { kind: 'charges', monthly: property.chargesOwner, payer: 'owner' }
  return null
}

/**
 * The price per m² of living area: only for a sale at a set price (not 'from', not a life annuity's lump sum,
 * not a rent), rounded to whole euros.
 */
export function pricePerSquareMetre(property: KeyFactsSource): number | null {
  if (property.goal === 'rent' || positive(property.annuity?.monthlyRent) || !positive(property.surfaceLiving)) return null
  const display = priceDisplay(property)
  return display.kind === 'amount' ? Math.round(display.amount / property.surfaceLiving) : null
}

export function keyFacts(property: KeyFactsSource): KeyFact[] {
  const onOffer = property.availability !== 'sold' && property.availability !== 'rented'
  const note = priceNote(property)
  const perSquareMetre = onOffer ? pricePerSquareMetre(property) : null
  const badge = epcBadge(property)
  const facts: (KeyFact | null)[] = [
    onOffer ? { kind: 'price' } : null,
    note ? { kind: 'priceNote', note } : null,
    perSquareMetre ? { kind: 'pricePerSquareMetre', amount: perSquareMetre } : null,
    positive(property.bedrooms) ? { kind: 'bedrooms', count: property.bedrooms } : null,
    positive(property.surfaceLiving) ? { kind: 'livingArea', squareMetres: property.surfaceLiving } : null,
    badge ? { kind: 'epc', badge } : null,
  ]
  return facts.filter((fact): fact is KeyFact => fact !== null)
}
