// Renders src/app/icon.svg (the logo's mark) into src/app/favicon.ico (16, 32, 48 px PNGs in one ICO) and
// src/app/apple-icon.png. Run `node scripts/make-icons.mjs` after changing the SVG.
import { readFileSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
const svg = readFileSync('src/app/icon.svg')
const sizes = [16, 32, 48]
const pngs = await Promise.all(sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()))
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0); header.writeUInt16LE(1, 2); header.writeUInt16LE(sizes.length, 4)
let offset = 6 + 16 * sizes.length
const entries = sizes.map((size, i) => {
  const e = Buffer.alloc(16)
  e.writeUInt8(size, 0); e.writeUInt8(size, 1); e.writeUInt8(0, 2); e.writeUInt8(0, 3)
  e.writeUInt16LE(1, 4); e.writeUInt16LE(32, 6); e.writeUInt32LE(pngs[i].length, 8); e.writeUInt32LE(offset, 12)
  offset += pngs[i].length
  return e
})
writeFileSync('src/app/favicon.ico', Buffer.concat([header, ...entries, ...pngs]))
await sharp(svg, { density: 384 }).resize(180, 180).flatten({ background: '#0b2a4a' }).png().toFile('src/app/apple-icon.png')
