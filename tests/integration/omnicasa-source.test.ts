import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { mapFeedProperty } from '../../src/domain/feed/property'
import { omnicasaSource, type OmnicasaOptions } from '../../src/server/crm/omnicasa-source'
import { SourceError } from '../../src/server/crm/source'
import { type FakeOmnicasa, startFakeOmnicasa } from '../support/fake-omnicasa'
import { demoCatalogue, syntheticCatalogue } from '../support/omnicasa-catalogue'

/** Fast retries and time limits, so the faults are proved in seconds. */
const quick = { timeoutMs: 300, retryPauses: [5, 10, 20] }

let fake: FakeOmnicasa

function source(overrides: Partial<OmnicasaOptions> = {}) {
  return omnicasaSource({ url: fake.url, ...fake.credentials, http: quick, pageSize: 2, ...overrides })
}

async function failure(read: Promise<unknown>): Promise<SourceError> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`)
  // Whatever failed, the message never carries the password.
  expect(error.message).not.toContain(fake.credentials.customerPassword)
  return error
}

beforeAll(async () => {
  fake = await startFakeOmnicasa({ ...demoCatalogue(5), languages: ['nl', 'fr', 'en', 'de'] })
})
afterEach(() => {
  fake.clearFaults()
  fake.update(demoCatalogue(5))
  fake.requests.length = 0
})
afterAll(() => fake.close())

describe('omnicasaSource against the fake Omnicasa server', () => {
  it('reads every page of every language and merges them into one record per property', async () => {
    const progress: { phase: string; done: number; total?: number }[] = []
    const result = await source({ languages: ['nl', 'fr', 'en', 'de'] }).read({ onProgress: (p) => progress.push(p) })
    expect(result.kind).toBe('feed')
    if (result.kind !== 'feed') return
    const expected = demoCatalogue(5)
    expect(result.feed.Properties!.map((p) => (p as { ID: number }).ID)).toEqual(expected.properties.map((p) => p.ID))
    expect(result.feed.PropertyTypes).toHaveLength(expected.webTypes!.length)
    expect(result.feed.Projects).toHaveLength(expected.projects!.length)

    // The merged record maps as the demo's own record does: the one mapping, two transports.
    const original = mapFeedProperty(expected.properties[0])
    const merged = mapFeedProperty(result.feed.Properties![0])
    if (!original.ok || !merged.ok) throw new Error('not mapped')
    expect(merged.record.texts.title).toEqual(original.record.texts.title)
    expect(merged.record.texts.description).toEqual(original.record.texts.description)
    expect(merged.record.values).toEqual(original.record.values)
    expect(merged.record.pictures.map((p) => p.caption)).toEqual(original.record.pictures.map((p) => p.caption))
    expect(merged.record.pictures[0]!.url).toMatch(new RegExp(`^${fake.origin}/pictures/`))
    expect(merged.record.documents.map((d) => d.name)).toEqual(original.record.documents.map((d) => d.name))

    // Requests counted: every one the fake saw; the paging asked 1-based inclusive ranges of 2.
    const api = fake.apiRequests()
    expect(result.requests).toBe(api.length)
    const nlPages = api.filter((r) => r.method === 'GetPropertyList' && r.language === 'nl').map((r) => [r.json!.Limit1, r.json!.Limit2])
    expect(nlPages).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ])
    expect(new Set(api.map((r) => r.language))).toEqual(new Set(['nl', 'fr', 'en', 'de']))
    expect(progress.some((p) => p.phase === 'properties' && p.done === 20 && p.total === 20)).toBe(true)
  })

  it('asks only the languages it is given, Dutch always', async () => {
    const result = await source({ languages: ['fr'], documents: false }).read()
    expect(new Set(fake.apiRequests().map((r) => r.language))).toEqual(new Set(['nl', 'fr']))
    if (result.kind !== 'feed') throw new Error('no feed')
    const first = mapFeedProperty(result.feed.Properties![0])
    expect(first.ok && Object.keys(first.record.texts.title!)).toEqual(['nl', 'fr'])
  })
})
