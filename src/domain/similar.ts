/**
 * "Similar properties" (ADR 0037): what a property page, a sold property's page and a thank-you page offer
 * next. Only properties still on offer, with the same goal, in the same country, priced within 25 % of this
 * one's public price; ranked by same type, same region (the demand register's zones, ADR 0031), same town
 * and price closeness. Only public values are compared: a hidden price is never read (ADR 0009), so a
 * property whose price is hidden is compared without a price, and a candidate whose price is hidden cannot
 * be within a price range (its inclusion would tell the range of its price).
 */

export const SIMILAR_PRICE_MARGIN = 0.25

/** How many cards the property page shows; the thank-you page shows fewer. */
export const SIMILAR_LIMIT = 4

export type SimilarSubject = {
  id: number
  goal: 'sale' | 'rent'
  countryId?: number | null
  propertyType?: number | null
  regionIds?: number[] | null
  citySearchName?: string | null
  /** The public price: empty when the price is hidden. */
  publicPrice?: number | null
}

export type SimilarCandidate = {
  id: number
  propertyType?: number | null
  regionIds?: number[] | null
  citySearchName?: string | null
  publicPrice?: number | null
  listedAt?: string | null
}

const knownPrice = (price: number | null | undefined): price is number => typeof price === 'number' && Number.isFinite(price) && price > 0

/** The public price range candidates must fall in, or null when this property shows no price. */
export function similarPriceRange(publicPrice: number | null | undefined): { min: number; max: number } | null {
  if (!knownPrice(publicPrice)) return null
  return { min: Math.floor(publicPrice * (1 - SIMILAR_PRICE_MARGIN)), max: Math.ceil(publicPrice * (1 + SIMILAR_PRICE_MARGIN)) }
}

/**
 * What the database is asked for (every condition a candidate must meet): besides published and available,
 * the goal, the country (a property without one is compared with others without one), the price range, and
 * at least one of the same type, a shared region or the same town.
 */
export function similarCriteria(subject: SimilarSubject) {
  return {
    goal: subject.goal,
    countryId: subject.countryId ?? null,
    price: similarPriceRange(subject.publicPrice),
    propertyType: subject.propertyType ?? null,
    regionIds: [...new Set(subject.regionIds ?? [])],
    citySearchName: subject.citySearchName || null,
  }
}

const sharesRegion = (a: number[] | null | undefined, b: number[] | null | undefined) => (a ?? []).some((region) => (b ?? []).includes(region))

/** Higher is more alike: same type 4, a shared region 2, same town 1, price closeness up to 1. */
export function similarityScore(subject: SimilarSubject, candidate: SimilarCandidate): number {
  let score = 0
  if (subject.propertyType != null && candidate.propertyType === subject.propertyType) score += 4
  if (sharesRegion(subject.regionIds, candidate.regionIds)) score += 2
  if (subject.citySearchName && candidate.citySearchName === subject.citySearchName) score += 1
  if (knownPrice(subject.publicPrice) && knownPrice(candidate.publicPrice)) {
    const distance = Math.abs(candidate.publicPrice - subject.publicPrice) / (subject.publicPrice * SIMILAR_PRICE_MARGIN)
    score += Math.max(0, 1 - distance)
  }
  return score
}

/** Whether a candidate meets the criteria that are about alikeness and price (the database checks the rest too). */
export function isSimilar(subject: SimilarSubject, candidate: SimilarCandidate): boolean {
  if (candidate.id === subject.id) return false
  const range = similarPriceRange(subject.publicPrice)
  if (range && !(knownPrice(candidate.publicPrice) && candidate.publicPrice >= range.min && candidate.publicPrice <= range.max)) return false
  const sameType = subject.propertyType != null && candidate.propertyType === subject.propertyType
  const sameTown = Boolean(subject.citySearchName) && candidate.citySearchName === subject.citySearchName
  return sameType || sharesRegion(subject.regionIds, candidate.regionIds) || sameTown
}

/** The ids of the most similar candidates, best first; ties go to the most recently listed, then the higher id. */
export function rankSimilar(subject: SimilarSubject, candidates: SimilarCandidate[], limit = SIMILAR_LIMIT): number[] {
  const listed = (candidate: SimilarCandidate) => (candidate.listedAt ? Date.parse(candidate.listedAt) || 0 : 0)
  return candidates
    .filter((candidate) => isSimilar(subject, candidate))
    .map((candidate) => ({ candidate, score: similarityScore(subject, candidate) }))
    .sort((a, b) => b.score - a.score || listed(b.candidate) - listed(a.candidate) || b.candidate.id - a.candidate.id)
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate.id)
}
