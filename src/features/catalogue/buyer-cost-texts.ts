/**
 * The texts the buyer's cost calculator shows (namespace buyerCosts). Kept out of the client component's module:
 * a server component importing a value from a 'use client' file gets a client reference, not the array.
 */
export const BUYER_COST_TEXTS = [
  'ownHome',
  'yes',
  'no',
  'loanAmount',
  'loanInvalid',
  'recalculate',
  'registrationDuty',
  'abatement',
  'constructionVat',
  'newBuildNote',
  'notaryFee',
  'administrativeCosts',
  'feesVat',
  'landRegisterCosts',
  'mortgage',
  'mortgageDuty',
  'mortgageFee',
  'mortgageNotaryFee',
  'mortgageAdministrativeCosts',
  'mortgageVat',
  'totalCosts',
  'price',
  'totalWithPrice',
] as const
export type BuyerCostTexts = Record<(typeof BUYER_COST_TEXTS)[number], string>
