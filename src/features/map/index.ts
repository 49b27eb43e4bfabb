/** The map feature's public entry: what other features use of it (ADR 0046). */
export { ListingMapPanel, type ListingMapTexts } from './ListingMapPanel'
export { PlaceMap } from './PlaceMap'
