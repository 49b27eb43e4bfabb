/**
 * Tile maths of the brochure's static map (Web Mercator, 256 px tiles as OpenStreetMap serves them): which
 * tiles cover a picture of a given size centred on a point, where each goes, and how many pixels a distance
 * takes. Pure: fetching and drawing live in src/features/brochure/static-map.ts.
 */
export const TILE_SIZE = 256

/** The tile URL when none is configured: OpenStreetMap's standard tiles (usage policy: tile-usage-policy). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** A point's position in pixels on the whole world map at a zoom level. */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180)
  return { x: ((longitude + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale }
}

/** Ground metres one pixel spans at a latitude and zoom. */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (40_075_016.686 * Math.cos((latitude * Math.PI) / 180)) / (TILE_SIZE * 2 ** zoom)
}

export type TileCover = {
  zoom: number
  /** The tiles to fetch, with their place (column, row) on the canvas they are laid out on. */
  tiles: { x: number; y: number; column: number; row: number }[]
  columns: number
  rows: number
  /** The picture to cut from that canvas: the point sits at its centre. */
  crop: { left: number; top: number; width: number; height: number }
}

/** The tiles under a `width` × `height` picture centred on the point; x wraps around the date line. */
export function tilesAround(latitude: number, longitude: number, zoom: number, width: number, height: number): TileCover {
  const centre = worldPixel(latitude, longitude, zoom)
  const left = Math.round(centre.x - width / 2)
  const top = Math.round(centre.y - height / 2)
  const firstX = Math.floor(left / TILE_SIZE)
  const firstY = Math.floor(top / TILE_SIZE)
  const columns = Math.floor((left + width - 1) / TILE_SIZE) - firstX + 1
  const rows = Math.floor((top + height - 1) / TILE_SIZE) - firstY + 1
  const count = 2 ** zoom
  const tiles: TileCover['tiles'] = []
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const y = firstY + row
      if (y < 0 || y >= count) continue
      tiles.push({ x: (((firstX + column) % count) + count) % count, y, column, row })
    }
  }
  return { zoom, tiles, columns, rows, crop: { left: left - firstX * TILE_SIZE, top: top - firstY * TILE_SIZE, width, height } }
}

/** A configured tile URL: http(s) with {z}, {x} and {y}. */
export function isTileTemplate(value: string): boolean {
  if (!/^https?:\/\//.test(value) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false
  try {
    return Boolean(new URL(value.replace(/[{}]/g, '')).hostname)
  } catch {
    return false
  }
}

/** The URL of one tile: only whole numbers go into the template, never anything a visitor sent. */
export function tileUrl(template: string, tile: { z: number; x: number; y: number }): string {
  for (const value of [tile.z, tile.x, tile.y]) if (!Number.isSafeInteger(value) || value < 0) throw new Error('A tile address is made of whole numbers')
  return template.replaceAll('{z}', String(tile.z)).replaceAll('{x}', String(tile.x)).replaceAll('{y}', String(tile.y))
}
