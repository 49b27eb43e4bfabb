import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { metresPerPixel, TILE_SIZE, tilesAround, tileUrl } from '@/domain/brochure/static-map'

/**
 * The brochure's small map: a picture composed from map tiles around the public point (ADR 0030), with a
 * marker when the address is published and a circle around the neighbourhood when it is not. Tiles come from
 * the one configured server only, at addresses made of whole numbers, with the site's User-Agent and a
 * week-long file cache (OpenStreetMap's tile usage policy). Anything wrong (no network, a slow or odd
 * answer) gives no map within the time limit, never an error: the brochure then shows a location box.
 */
export const MAP_PICTURE = { width: 560, height: 320 } as const

/** Zoom 16 shows the street of a published address; 14 the neighbourhood of a hidden one (~3 km across). */
const ZOOM = { exact: 16, area: 14 } as const
/** The public point of a hidden address is at most ~650 m off the real one (ADR 0010's 0.01° grid). */
const AREA_RADIUS_METRES = 700
const TILE_MAX_BYTES = 1_000_000
const TILE_CACHE_DAYS = 7
/** After a failed fetch, brochures are made without a map for this long instead of each waiting again. */
const PAUSE_AFTER_FAILURE_MS = 5 * 60_000
const PARALLEL_FETCHES = 2

export type MapPlace = { latitude: number; longitude: number; exact: boolean }

export type TileSource = {
  /** The tile URL with {z}, {x} and {y}. */
  template: string
  userAgent: string
  /** Folder for downloaded tiles; null keeps none. */
  cacheDir: string | null
  /** For everything the map needs: every tile, fetched or read. */
  timeoutMs: number
}

const pausedUntil = new Map<string, number>()

/** A JPEG of MAP_PICTURE's size centred on the place, or null when the tiles cannot be had in time. */
export async function staticMap(place: MapPlace, source: TileSource): Promise<Buffer | null> {
  if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) return null
  if ((pausedUntil.get(source.template) ?? 0) > Date.now()) return null
  const zoom = place.exact ? ZOOM.exact : ZOOM.area
  const cover = tilesAround(place.latitude, place.longitude, zoom, MAP_PICTURE.width, MAP_PICTURE.height)
  const signal = AbortSignal.timeout(source.timeoutMs)
  try {
    const tiles = await inBatches(cover.tiles, PARALLEL_FETCHES, (tile) => loadTile(source, { z: zoom, x: tile.x, y: tile.y }, signal))
    const canvas = await sharp({ create: { width: cover.columns * TILE_SIZE, height: cover.rows * TILE_SIZE, channels: 3, background: '#e8e4dc' } })
      .composite(tiles.map((input, index) => ({ input, left: cover.tiles[index]!.column * TILE_SIZE, top: cover.tiles[index]!.row * TILE_SIZE })))
      .png()
      .toBuffer()
    const radius = place.exact ? 0 : Math.min(AREA_RADIUS_METRES / metresPerPixel(place.latitude, zoom), MAP_PICTURE.height / 2 - 6)
    return await sharp(canvas)
      .extract(cover.crop)
      .composite([{ input: Buffer.from(place.exact ? markerSvg() : areaSvg(radius)), left: 0, top: 0 }])
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer()
  } catch (error) {
    pausedUntil.set(source.template, Date.now() + PAUSE_AFTER_FAILURE_MS)
    console.warn(`brochure map: no tiles from ${new URL(source.template.replace(/[{}]/g, '')).host} (${(error as Error).message}); brochures go without a map for a while`)
    return null
  }
}

/** Forgets a failure, so the next map tries the tile server again (tests). */
export function resetTilePause(): void {
  pausedUntil.clear()
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let index = 0; index < items.length; index += size) results.push(...(await Promise.all(items.slice(index, index + size).map(work))))
  return results
}

/** One tile as a 256 px PNG: from the file cache while younger than a week, else from the tile server. */
async function loadTile(source: TileSource, tile: { z: number; x: number; y: number }, signal: AbortSignal): Promise<Buffer> {
  const url = tileUrl(source.template, tile)
  const file = source.cacheDir ? path.join(source.cacheDir, createHash('sha256').update(source.template).digest('hex').slice(0, 16), `${tile.z}-${tile.x}-${tile.y}.png`) : null
  if (file) {
    const cached = await stat(file).catch(() => null)
    if (cached && Date.now() - cached.mtimeMs < TILE_CACHE_DAYS * 86_400_000) return readFile(file)
  }
  const response = await fetch(url, { headers: { 'User-Agent': source.userAgent, Accept: 'image/png,image/*;q=0.8' }, signal, redirect: 'error' })
  if (!response.ok) throw new Error(`tile ${tile.z}/${tile.x}/${tile.y}: HTTP ${response.status}`)
  if (!(response.headers.get('content-type') ?? '').startsWith('image/')) throw new Error(`tile ${tile.z}/${tile.x}/${tile.y}: not an image`)
  const bytes = Buffer.from(await response.arrayBuffer())
  if (bytes.length > TILE_MAX_BYTES) throw new Error(`tile ${tile.z}/${tile.x}/${tile.y}: too large`)
  // Decoding proves it is a picture; high-resolution (512 px) tiles are brought to the grid's size.
  const png = await sharp(bytes).resize(TILE_SIZE, TILE_SIZE, { fit: 'fill' }).png().toBuffer()
  if (file) {
    await mkdir(path.dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}.part`
    await writeFile(partial, png)
    await rename(partial, file)
  }
  return png
}

const { width, height } = MAP_PICTURE
const cx = width / 2
const cy = height / 2

/** A pin on the exact spot: its point at the centre of the picture. */
function markerSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <path d="M${cx} ${cy} C ${cx - 4} ${cy - 12}, ${cx - 15} ${cy - 20}, ${cx - 15} ${cy - 32} A 15 15 0 1 1 ${cx + 15} ${cy - 32} C ${cx + 15} ${cy - 20}, ${cx + 4} ${cy - 12}, ${cx} ${cy} Z" fill="#b8452b" stroke="#fff" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy - 32}" r="5.5" fill="#fff"/>
</svg>`
}

/** The neighbourhood of a hidden address: a circle, no point. */
function areaSvg(radius: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <circle cx="${cx}" cy="${cy}" r="${radius.toFixed(1)}" fill="#145f8c" fill-opacity="0.18" stroke="#145f8c" stroke-width="3"/>
</svg>`
}
