/** SPEC §9 offer to purchase: a down payment of 10% of the sale price at signing. */
export const DOWN_PAYMENT_SHARE = 0.1
/** SPEC §9 rental confirmation: a deposit of 3 months' rent. */
export const DEPOSIT_MONTHS = 3

export function downPayment(price: number | null | undefined): number | null {
  return typeof price === 'number' && price > 0 ? Math.round(price * DOWN_PAYMENT_SHARE) : null
}

/** The agency's parameters for rental applications (SPEC §9 'values parameterised'). */
export type RentalParameters = { minIncomeMultiple: number; maxPersonsPerBedroom: number }
export const DEFAULT_RENTAL_PARAMETERS: RentalParameters = { minIncomeMultiple: 3, maxPersonsPerBedroom: 2 }

export type RentalTerms = {
  /** Minimum net monthly income of the household. */
  minIncome: number
  /** Most people allowed to live there; null when the number of bedrooms is unknown. */
  maxPersons: number | null
  /** Paid at signing: the first month's rent and the tenant's charges. */
  firstPayment: number
  /** The rental deposit the CRM gives, else the usual 3 months' rent (`depositKnown` says which). */
  deposit: number
  depositKnown: boolean
  /** What a tenant pays before moving in: the deposit and the first payment (issue 23 §1). */
  moveIn: number
}

/** SPEC §9 rental terms for a monthly rent, or null when the rent is not known. */
export function rentalTerms(
  property: { rent: number | null | undefined; chargesRenter?: number | null; bedrooms?: number | null; deposit?: number | null },
  parameters: RentalParameters = DEFAULT_RENTAL_PARAMETERS,
): RentalTerms | null {
  const { rent } = property
  if (typeof rent !== 'number' || rent <= 0) return null
  const bedrooms = property.bedrooms ?? 0
  const firstPayment = rent + Math.max(0, property.chargesRenter ?? 0)
  // The CRM sends 0 for an amount it does not know.
  const depositKnown = typeof property.deposit === 'number' && Number.isFinite(property.deposit) && property.deposit > 0
  const deposit = depositKnown ? (property.deposit as number) : rent * DEPOSIT_MONTHS
  return {
    minIncome: Math.round(rent * parameters.minIncomeMultiple),
    maxPersons: bedrooms > 0 ? Math.max(1, bedrooms * parameters.maxPersonsPerBedroom) : null,
    firstPayment,
    deposit,
    depositKnown,
    moveIn: deposit + firstPayment,
  }
}
