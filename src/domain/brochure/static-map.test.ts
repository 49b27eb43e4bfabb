import { describe, expect, it } from 'vitest'

import { isTileTemplate, metresPerPixel, TILE_SIZE, tilesAround, tileUrl, worldPixel } from './static-map'

describe('Web Mercator pixels', () => {
  it('puts 0,0 in the middle of the world and the date line at its edges', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 })
    expect(worldPixel(0, -180, 1).x).toBe(0)
    expect(worldPixel(0, 180, 1).x).toBe(512)
  })

  it('finds the OpenStreetMap tile of Oostende at zoom 15 (x 16649, y 10936)', () => {
    // The OpenStreetMap wiki's formula (Slippy map tilenames): x = floor((lon+180)/360·2^z), y = floor((1−asinh(tan φ)/π)/2·2^z).
    const { x, y } = worldPixel(51.23, 2.92, 15)
    expect(Math.floor(x / TILE_SIZE)).toBe(16649)
    expect(Math.floor(y / TILE_SIZE)).toBe(10936)
  })

  it('gives about 6 m per pixel on the Belgian coast at zoom 14, half that at 15', () => {
    expect(metresPerPixel(51.23, 14)).toBeCloseTo(5.98, 1)
    expect(metresPerPixel(51.23, 15)).toBeCloseTo(metresPerPixel(51.23, 14) / 2, 6)
  })
})

describe('the tiles around a point', () => {
  it('covers the picture exactly, with the point at its centre', () => {
    const cover = tilesAround(51.23, 2.92, 15, 512, 320)
    const centre = worldPixel(51.23, 2.92, 15)
    const first = cover.tiles[0]!
    // The crop's centre, in world pixels, is the point (to the pixel).
    expect(first.x * TILE_SIZE + cover.crop.left + 256 - centre.x).toBeLessThanOrEqual(1)
    expect(Math.abs(first.y * TILE_SIZE + cover.crop.top + 160 - centre.y)).toBeLessThanOrEqual(1)
    // The canvas of whole tiles holds the whole crop.
    expect(cover.crop.left + cover.crop.width).toBeLessThanOrEqual(cover.columns * TILE_SIZE)
    expect(cover.crop.top + cover.crop.height).toBeLessThanOrEqual(cover.rows * TILE_SIZE)
    expect(cover.crop.left).toBeGreaterThanOrEqual(0)
    expect(cover.crop.left).toBeLessThan(TILE_SIZE)
    expect(cover.tiles).toHaveLength(cover.columns * cover.rows)
    expect(cover.columns).toBeLessThanOrEqual(3)
    expect(cover.rows).toBeLessThanOrEqual(3)
  })

  it('needs only the tiles it touches: a picture inside one tile needs one', () => {
    // A point at the very centre of tile (0,0) at zoom 1 (world pixel 128,128).
    const cover = tilesAround(worldLatitude(128, 1), -90, 1, 100, 100)
    expect(cover.tiles).toEqual([{ x: 0, y: 0, column: 0, row: 0 }])
    expect(cover.crop).toEqual({ left: 78, top: 78, width: 100, height: 100 })
  })

  it('wraps around the date line and leaves out rows beyond the poles', () => {
    const cover = tilesAround(0, 179.99, 2, 512, 256)
    // The world is 1024 px wide at zoom 2: the picture spans pixels 768–1279, tiles 3 and 4, which is 0 again.
    expect(cover.tiles.map((tile) => [tile.x, tile.column])).toEqual([
      [3, 0],
      [0, 1],
      [3, 0],
      [0, 1],
    ])
    const north = tilesAround(85, 0, 0, 256, 256)
    expect(north.tiles.every((tile) => tile.y === 0)).toBe(true)
  })
})

describe('tile URLs', () => {
  it('accepts http(s) templates with z, x and y only', () => {
    expect(isTileTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true)
    expect(isTileTemplate('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe(true)
    expect(isTileTemplate('https://tile.openstreetmap.org/{z}/{x}.png')).toBe(false)
    expect(isTileTemplate('file:///etc/{z}/{x}/{y}')).toBe(false)
    expect(isTileTemplate('ftp://tiles.example/{z}/{x}/{y}.png')).toBe(false)
  })

  it('fills whole numbers in and refuses anything else', () => {
    expect(tileUrl('https://t.example/{z}/{x}/{y}.png', { z: 15, x: 16650, y: 10966 })).toBe('https://t.example/15/16650/10966.png')
    expect(() => tileUrl('https://t.example/{z}/{x}/{y}.png', { z: 15, x: 1.5, y: 2 })).toThrow()
    expect(() => tileUrl('https://t.example/{z}/{x}/{y}.png', { z: 15, x: -1, y: 2 })).toThrow()
  })
})

/** The latitude at a world pixel row (the inverse of worldPixel's y), to place a point exactly. */
function worldLatitude(y: number, zoom: number): number {
  const n = Math.PI - (2 * Math.PI * y) / (TILE_SIZE * 2 ** zoom)
  return (180 / Math.PI) * Math.atan(Math.sinh(n))
}
