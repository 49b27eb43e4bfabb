import type { ReactNode } from 'react'

import { ListingMapControl } from './listing-map-island'
import type { ListingMapTexts } from './listing-map-view'

export type { ListingMapTexts }

type Props = {
  /** The map route with the listing's query (src/app/api/listing-map). */
  dataUrl: string
  /** The listing's own path: a zone clicked on the map is applied there. */
  basePath: string
  zone: number | null
  locale: string
  texts: ListingMapTexts
  /** The result line beside which the map button sits. */
  bar: ReactNode
  /** The list (cards and paging), which stays the default view. */
  children: ReactNode
  canMap: boolean
}

// One listing per page, so a fixed id names the map's place.
const MAP_SLOT_ID = 'listing-map-slot'

/**
 * The listing with its map view (ADR 0031). Without JavaScript only the list exists; with it a button opens
 * the map beside the list. Rendered on the server: the list (every card) never hydrates; only the button,
 * a lazy island that wakes once the browser is idle, runs in the browser and puts the map in its place.
 */
export function ListingMapPanel({ bar, children, ...control }: Props) {
  return (
    <>
      <div className="listing__bar">
        {bar}
        <ListingMapControl {...control} slotId={MAP_SLOT_ID} />
      </div>
      <div className="listing__body">
        <div id={MAP_SLOT_ID} className="listing__map-slot" />
        <div className="listing__list">{children}</div>
      </div>
    </>
  )
}
