import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { mapFeedProject, mapFeedPropertyType, mapFeedRegion } from '../../src/domain/feed/catalogue'
import { mapFeedProperty, type PropertyRecord } from '../../src/domain/feed/property'
import { deriveCities } from '../../src/domain/cities'

const feed = JSON.parse(readFileSync(path.join(process.cwd(), 'content/demo/feed.json'), 'utf8'))
const content = JSON.parse(readFileSync(path.join(process.cwd(), 'content/demo/content.json'), 'utf8'))
const properties = (feed.Properties as unknown[]).map(mapFeedProperty).map((r) => {
  if (!r.ok) throw new Error(`demo property ${r.id}: ${r.reason}`)
  return r.record
})
const belgian = properties.filter((p) => p.values.countryId === 10)
const asCity = (p: PropertyRecord) => ({ city: p.values.city as string, zip: p.values.zip as string, goal: p.values.goal as 'sale' | 'rent' })

describe('the demo snapshot (SPEC §9 and the foundation issue)', () => {
  it('has exactly the city counts of SPEC §9 in Belgium', () => {
    const cities = Object.fromEntries(deriveCities(belgian.map(asCity)).map((c) => [c.name, [c.propertyCount, c.saleCount, c.rentCount]]))
    expect(belgian).toHaveLength(61)
    expect(cities.Oostende).toEqual([54, 37, 17])
    expect(cities.Westende?.[0]).toBe(2)
    for (const city of ['Bredene', 'Brugge', 'Eernegem', 'Middelkerke', 'Oudenburg']) expect(cities[city]?.[0], city).toBe(1)
    expect(Object.keys(cities)).toHaveLength(7)
  })

  it('has properties abroad in Luxembourg', () => {
    expect(properties.filter((p) => p.values.countryId === 50).length).toBeGreaterThan(0)
  })

  it('mixes the seven types, statuses, marquees and price forms', () => {
    expect(new Set(properties.map((p) => p.webId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]))
    expect(new Set(properties.map((p) => p.values.availability))).toEqual(new Set(['available', 'sold', 'rented']))
    expect(new Set(properties.map((p) => p.values.marquee ?? 0))).toEqual(new Set([0, 3, 4]))
    expect(properties.some((p) => p.values.publishPrice === false)).toBe(true)
    expect(properties.some((p) => p.values.priceUnit === 7)).toBe(true)
    expect(properties.some((p) => p.values.virtualTour)).toBe(true)
    expect(properties.some((p) => p.values.video)).toBe(true)
    expect(properties.some((p) => p.documents.length > 0)).toBe(true)
    expect(properties.some((p) => p.pictures.length === 0)).toBe(true)
  })

  it('has texts in the four languages', () => {
    for (const property of properties) expect(Object.keys(property.texts.title ?? {}).sort(), String(property.externalId)).toEqual(['de', 'en', 'fr', 'nl'])
  })

  it('has 3 projects whose units are properties, 7 types and 14 regions, all valid', () => {
    const projects = (feed.Projects as unknown[]).map(mapFeedProject)
    expect(projects.every((p) => p.ok)).toBe(true)
    expect(projects).toHaveLength(3)
    for (const project of projects) if (project.ok) expect(properties.some((p) => p.projectExternalId === project.record.externalId)).toBe(true)
    expect((feed.PropertyTypes as unknown[]).map(mapFeedPropertyType).filter((t) => t.ok)).toHaveLength(7)
    expect((feed.Regions as unknown[]).map(mapFeedRegion).filter((r) => r.ok)).toHaveLength(14)
  })

  it('has the articles the pages point to, and the seller pages their own text (ADR 0072)', () => {
    const ids = new Set(content.articles.map((a: { id: number }) => a.id))
    type Page = { key: string; body?: Record<string, string[]>; modules: { relation: { type: string; id?: number } }[] }
    const pointed = (content.pages as Page[]).flatMap((page) => page.modules.filter((m) => m.relation.type === 'article').map((m) => m.relation.id))
    expect(pointed.sort()).toEqual([25, 28])
    for (const id of pointed) expect(ids.has(id!), `article ${id}`).toBe(true)
    for (const key of ['i-sell/selling-with-an-agent', 'i-sell/selling-yourself', 'i-sell/home-not-selling', 'free-valuation']) {
      expect((content.pages as Page[]).find((page) => page.key === key)?.body?.nl?.length, key).toBeGreaterThan(2)
    }
    const tips = content.articles.filter((a: { categoryId: number }) => a.categoryId === 5)
    expect(tips.length).toBeGreaterThanOrEqual(45)
    expect(content.articles.filter((a: { categoryId: number }) => a.categoryId === 8)).toHaveLength(2)
  })
})
