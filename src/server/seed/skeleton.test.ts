import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LANGUAGES } from '../../domain/feed/values'
import type { DemoContent } from './content'

/**
 * The site's skeleton (ADR 0043): what a production start loads into an empty database. It must hold none of
 * the demo's invented data, and its legal pages must say, in each language, what staff still have to fill in.
 */
const skeleton = JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'site', 'skeleton.json'), 'utf8')) as DemoContent
const demo = JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'demo', 'content.json'), 'utf8')) as DemoContent
const text = JSON.stringify(skeleton)

/** What only the demo invented: its e-mail addresses, phone, street address, company and BIV numbers. */
const demoEmails = [...new Set(JSON.stringify(demo).match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [])]
const DEMO_DETAILS = ['Vastgoed BV', 'Vastgoed SRL', '+32 59 70 12 30', '059 70 12 30', 'Zeedijk 150', '0712.345.678', '512.345', 'facebook.com', 'instagram.com']

const MARKER = { nl: '[IN TE VULLEN', fr: '[À COMPLÉTER', en: '[TO COMPLETE', de: '[AUSZUFÜLLEN' } as const

describe('the site skeleton', () => {
  it('holds no article, no header link, no picture and no contact data in Settings', () => {
    expect(skeleton.articles).toEqual([])
    expect(skeleton.headerLinks).toEqual([])
    expect(skeleton.banner.images ?? []).toEqual([])
    expect(skeleton.banner.image ?? null).toBeNull()
    expect(Object.keys(skeleton.settings.agency ?? {})).toEqual(['name'])
    expect(text).not.toMatch(/images\/|documents\//)
  })

  it('holds none of the demo’s e-mail addresses, phone, address or numbers', () => {
    expect(demoEmails.length).toBeGreaterThan(3)
    expect(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []).toEqual([])
    for (const detail of DEMO_DETAILS) expect(text, detail).not.toContain(detail)
  })

  it('keeps the page tree, the menu and the legal pages, whose agency details are placeholders in each language', () => {
    const keys = skeleton.pages.map((page) => page.key)
    for (const key of ['home', 'for-sale', 'for-rent', 'projects', 'contact', 'disclaimer', 'privacy-statement', 'cookie-policy']) expect(keys).toContain(key)
    for (const entry of skeleton.menu) expect(keys).toContain(entry.pageKey)
    for (const key of ['disclaimer', 'privacy-statement', 'cookie-policy']) {
      const page = skeleton.pages.find((candidate) => candidate.key === key)!
      for (const language of LANGUAGES) {
        const body = page.body?.[language] ?? []
        expect(page.title[language], `${key} ${language}`).toBeTruthy()
        expect(body.length, `${key} ${language}`).toBeGreaterThan(3)
        // The first line tells staff it is a template; every detail to fill in is marked in the page's language.
        expect(body[0]).toMatch(/^\[/)
        expect(body.slice(1).join('\n')).toContain(MARKER[language])
        for (const other of LANGUAGES.filter((candidate) => candidate !== language)) expect(body.join('\n')).not.toContain(MARKER[other])
      }
    }
  })

  it('only relates modules to what exists in it (no demo article, category or picture)', () => {
    const categories = new Set(skeleton.categories.map((category) => category.id))
    for (const page of skeleton.pages) {
      for (const block of page.modules ?? []) {
        expect(block.relation.type, `${page.key}`).not.toBe('article')
        if (block.relation.type === 'category') expect(categories.has(block.relation.id!)).toBe(true)
        expect(block.image).toBeUndefined()
      }
    }
  })
})
