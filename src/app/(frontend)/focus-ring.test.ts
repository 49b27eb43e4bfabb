import { readFileSync } from 'node:fs'
import path from 'node:path'

import postcss, { type Declaration, type Rule } from 'postcss'
import { describe, expect, it } from 'vitest'

import { contrastRatio, over, parseColour, type Rgba } from '@/domain/contrast'

/**
 * The focus ring stands out at 3:1 or more (WCAG 2.2, 1.4.11 and 2.4.13) against every background the site
 * paints (ADR 0078). The ring has two tones, --focus-ring outside and --focus-halo inside; on each background
 * one of them must reach 3:1. The backgrounds are read from the stylesheet itself, so a new colour is checked
 * the day it is written.
 */
const sheetDir = import.meta.dirname
const siteSheet = path.join(sheetDir, 'styles.css')
const parts = [...readFileSync(siteSheet, 'utf8').matchAll(/@import '([^']+)';/g)].map((match) => path.resolve(sheetDir, match[1]!))
// The lightbox's sheet comes with its code, over its own dark backdrop.
const lightbox = path.resolve(sheetDir, '../../features/gallery/lightbox.css')
const sheets = [...parts, lightbox].map((file) => ({ file: path.relative(path.resolve(sheetDir, '../..'), file), root: postcss.parse(readFileSync(file, 'utf8'), { from: file }) }))

const tokens = new Map<string, string>()
for (const { root } of sheets)
  root.walkRules((rule) => {
    if (rule.selector.trim() !== ':root') return
    rule.walkDecls(/^--/, (decl) => void tokens.set(decl.prop, decl.value.trim()))
  })

/** var(--x) and var(--x, fallback) resolved with the :root tokens. */
function resolve(value: string): string {
  let text = value.trim()
  for (let depth = 0; depth < 5 && text.includes('var('); depth++)
    text = text.replace(/var\((--[\w-]+)(?:,\s*([^()]+))?\)/g, (_all, name: string, fallback?: string) => tokens.get(name) ?? fallback?.trim() ?? 'unknown')
  return text
}

const WHITE = parseColour('#fff')!
const BLACK = parseColour('#000')!
const ring = parseColour(resolve('var(--focus-ring)'))!
const halo = parseColour(resolve('var(--focus-halo)'))!

function bestContrast(background: Rgba): number {
  return Math.max(contrastRatio(ring, background), contrastRatio(halo, background))
}

const backgrounds = sheets.flatMap(({ file, root }) => {
  const found: { where: string; value: string; colour: Rgba }[] = []
  root.walkDecls(/^background(-color)?$/, (decl: Declaration) => {
    const value = resolve(decl.value)
    const colour = parseColour(value)
    if (!colour || colour.a === 0) return
    const where = `${file}: ${(decl.parent as Rule).selector ?? '@'} { ${decl.prop}: ${decl.value} }`
    if (colour.a === 1) found.push({ where, value, colour })
    // A translucent layer: over a white page and over a black photo, both.
    else found.push({ where: `${where} over white`, value, colour: over(colour, WHITE) }, { where: `${where} over black`, value, colour: over(colour, BLACK) })
  })
  return found
})

describe('the focus ring', () => {
  it('has both tones as tokens, and they stand out from each other', () => {
    expect(ring).toBeTruthy()
    expect(halo).toBeTruthy()
    expect(contrastRatio(ring, halo)).toBeGreaterThanOrEqual(3)
  })

  it('reads the site backgrounds (the palette at least)', () => {
    const values = new Set(backgrounds.map((background) => background.value))
    for (const token of ['--white', '--navy', '--sea', '--sea-light', '--sand', '--sun', '--coral']) expect(values, token).toContain(tokens.get(token))
  })

  it.each(backgrounds.map((background) => [background.where, background.colour] as const))('stands out at 3:1 on %s', (_where, colour) => {
    expect(bestContrast(colour)).toBeGreaterThanOrEqual(3)
  })

  it('stands out at 3:1 on any colour at all (a photograph, a staff-chosen chip colour)', () => {
    const steps = Array.from({ length: 18 }, (_, index) => index * 15)
    for (const r of steps) for (const g of steps) for (const b of steps) expect(bestContrast({ r, g, b, a: 1 }), `rgb(${r} ${g} ${b})`).toBeGreaterThanOrEqual(3)
  })

  it('is the one ring: every focus style draws it with the tokens or draws none', () => {
    const stray: string[] = []
    for (const { file, root } of sheets)
      root.walkRules(/:focus/, (rule) => {
        rule.walkDecls(/^outline(-color)?$/, (decl) => {
          if (decl.value.trim() !== 'none' && !decl.value.includes('var(--focus-ring')) stray.push(`${file}: ${rule.selector} { ${decl.prop}: ${decl.value} }`)
        })
        rule.walkDecls('box-shadow', (decl) => {
          if (decl.value.trim() !== 'none' && !decl.value.includes('var(--focus-halo')) stray.push(`${file}: ${rule.selector} { box-shadow: ${decl.value} }`)
        })
      })
    expect(stray).toEqual([])
  })
})
