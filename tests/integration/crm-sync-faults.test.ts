import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ImportRun } from '../../src/payload-types'
import type { MediaOptions } from '../../src/server/import/media'
import { type FakeOmnicasa, startFakeOmnicasa } from '../support/fake-omnicasa'
import { demoCatalogue } from '../support/omnicasa-catalogue'
import { startPayload, type TestDatabase } from './setup-db'

/**
 * Each fault of issue 21 §1 against the fake Omnicasa server, through the whole sync run (source, importer,
 * record): every one ends in the recorded state it promises, and none unpublishes anything. Short time limits
 * and retry pauses keep it to seconds. The pictures come from a second fake over https (the importer
 * downloads https only), whose certificate the run is told to trust.
 */
let payload: Payload
let database: TestDatabase
let fake: FakeOmnicasa
let pictures: FakeOmnicasa
let tlsDir: string
let media: MediaOptions
let sync: typeof import('../../src/features/crm-sync')
let omnicasaSource: typeof import('../../src/server/crm/omnicasa-source').omnicasaSource

const quick = { timeoutMs: 300, retryPauses: [5, 10, 20] }
type Raw = Record<string, unknown>

/** The demo catalogue with its pictures on the https fake. */
function catalogue(count = 5) {
  const base = demoCatalogue(count)
  const properties: Raw[] = base.properties.map((property) => ({
    ...property,
    LargePictureItems: ((property.LargePictureItems as Raw[] | undefined) ?? []).slice(0, 2).map((item) => ({ ...item, Url: `${pictures.origin}/pictures/${String(item.Url)}` })),
  }))
  return { ...base, properties }
}

const source = () => omnicasaSource({ url: fake.url, ...fake.credentials, languages: ['nl', 'fr'], pageSize: 2, http: quick })
const run = async () => {
  const result = await sync.runSync(payload, { source: source(), trigger: 'schedule', media })
  if (!result.started) throw new Error('a run was already on')
  return result.run
}
const published = async () =>
  (await payload.find({ collection: 'properties', where: { published: { equals: true } }, depth: 0, limit: 1000, pagination: false })).docs.map((doc) => doc.externalId ?? 0).sort((a, b) => a - b)
const ids = () => catalogue().properties.map((property) => Number(property.ID)).sort((a, b) => a - b)

/** A fault's run: failed with this kind, the password nowhere, nothing unpublished. */
async function failsWith(kind: string): Promise<ImportRun> {
  const before = await published()
  const failed = await run()
  expect(failed).toMatchObject({ status: 'failed', unpublished: 0, error: { kind } })
  expect(JSON.stringify(failed)).not.toContain(fake.credentials.customerPassword)
  expect(await published()).toEqual(before)
  return failed
}

beforeAll(async () => {
  ;({ payload, database } = await startPayload({ SITE_URL: 'https://www.zeedijk.test' }))
  sync = await import('../../src/features/crm-sync')
  ;({ omnicasaSource } = await import('../../src/server/crm/omnicasa-source'))
  const { isForbiddenAddress } = await import('../../src/domain/import/addresses')
  tlsDir = mkdtempSync(path.join(os.tmpdir(), 'crm-sync-tls-'))
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${tlsDir}/key.pem`, '-out', `${tlsDir}/cert.pem`, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' })
  const cert = readFileSync(`${tlsDir}/cert.pem`)
  pictures = await startFakeOmnicasa({ properties: [], tls: { key: readFileSync(`${tlsDir}/key.pem`), cert } })
  fake = await startFakeOmnicasa({ ...catalogue(), languages: ['nl', 'fr'] })
  // The picture fake is on the loopback: only 127.0.0.1 is let through, every other private range is not.
  media = { allowedHosts: ['127.0.0.1'], download: { ca: cert, isForbidden: (address) => address !== '127.0.0.1' && isForbiddenAddress(address), deadlineMs: 5_000 } }
})

afterAll(async () => {
  await fake?.close()
  await pictures?.close()
  await payload?.destroy()
  await database?.cleanup()
  rmSync(tlsDir, { recursive: true, force: true })
})

beforeEach(async () => {
  fake.clearFaults()
  pictures.clearFaults()
  fake.update(catalogue())
  // Every fault starts from the whole catalogue imported and published.
  const clean = await run()
  expect(clean.status).toBe('succeeded')
  expect(await published()).toEqual(ids())
})

afterEach(() => {
  fake.clearFaults()
  pictures.clearFaults()
})

describe('a sync against a faulty Omnicasa', () => {
  it('a run imports every property with its pictures, and records its requests', async () => {
    const { docs } = await payload.find({ collection: 'import-runs', sort: 'startedAt', limit: 1, depth: 0 })
    expect(docs[0]).toMatchObject({ status: 'succeeded', created: expect.any(Number), rejectedCount: 0, unpublished: 0 })
    expect(docs[0]!.picturesDownloaded).toBeGreaterThan(0)
    expect(docs[0]!.requests).toBeGreaterThan(4)
  })

  it('a timeout: retried, then failed as timeout', async () => {
    fake.setFault('timeout', { method: 'GetPropertyList' })
    const failed = await failsWith('timeout')
    expect(failed.requests).toBeGreaterThanOrEqual(4)
  })

  it('a passing 5xx is retried and the run succeeds; a lasting one fails as http', async () => {
    fake.setFault('http-error', { method: 'GetPropertyList', status: 502, times: 2 })
    expect((await run()).status).toBe('succeeded')
    fake.setFault('http-error', { method: 'GetPropertyList', status: 503 })
    await failsWith('http')
  })

  it('Success false with Code 600 fails as api-error', async () => {
    fake.setFault('api-error', { method: 'GetPropertyList', language: 'fr' })
    await failsWith('api-error')
  })

  it('malformed JSON fails as malformed', async () => {
    fake.setFault('malformed', { method: 'GetProjectList' })
    await failsWith('malformed')
  })

  it('a page that ends early fails as incomplete', async () => {
    fake.setFault('short-page', { method: 'GetPropertyList', language: 'nl' })
    await failsWith('incomplete')
  })

  it('a property gone while paging fails as incomplete; gone from the next answer, it is unpublished then', async () => {
    fake.setFault('disappear-while-paging', { method: 'GetPropertyList', language: 'nl', times: 1 })
    await failsWith('incomplete')
    const [gone, ...rest] = catalogue().properties
    fake.update({ ...catalogue(), properties: rest })
    const next = await run()
    expect(next).toMatchObject({ status: 'succeeded', unpublished: 1 })
    expect(await published()).toEqual(ids().filter((id) => id !== Number(gone!.ID)))
  })

  it('a picture that 404s: the property is imported without it, the run says which', async () => {
    const [first, ...rest] = catalogue().properties
    const missing = `${pictures.origin}/pictures/gone-404.jpg`
    fake.update({ ...catalogue(), properties: [{ ...first!, LargePictureItems: [{ ID: 1, Url: missing, Name: 'Gevel' }] }, ...rest] })
    pictures.setFault('picture-404', { path: 'gone-404' })
    const recorded = await run()
    expect(recorded.status).toBe('succeeded')
    expect(recorded.warnings).toEqual(expect.arrayContaining([expect.stringContaining('gone-404.jpg')]))
    expect(await published()).toEqual(ids())
    const property = (await payload.find({ collection: 'properties', where: { externalId: { equals: Number(first!.ID) } }, depth: 0 })).docs[0]
    expect(property?.pictures ?? []).toEqual([])
  })

  it('credentials refused: failed at the first call, the password nowhere', async () => {
    fake.setFault('credentials')
    const failed = await failsWith('credentials')
    expect(failed.requests).toBe(1)
  })

  it('npm run sync: the same run from the environment’s source, with the importer’s exit codes', async () => {
    const { execFile } = await import('node:child_process')
    // Not spawnSync: the fake answers from this process, whose event loop must keep turning.
    const cli = () =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        const env = { ...process.env, OMNICASA_API_URL: fake.url, OMNICASA_CUSTOMER_NAME: fake.credentials.customerName, OMNICASA_CUSTOMER_PASSWORD: fake.credentials.customerPassword, OMNICASA_LANGUAGES: 'nl,fr' }
        execFile('npx', ['tsx', 'scripts/sync.ts'], { encoding: 'utf8', timeout: 180_000, env }, (error, stdout, stderr) =>
          resolve({ status: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
        )
      })
    const ok = await cli()
    expect(ok.stdout).toMatch(/: succeeded in /)
    expect(ok.status).toBe(0)
    fake.setFault('credentials')
    const refused = await cli()
    expect(refused.stderr).toContain('error (credentials)')
    expect(refused.stderr + refused.stdout).not.toContain(fake.credentials.customerPassword)
    expect(refused.status).toBe(1)
    const { docs } = await payload.find({ collection: 'import-runs', where: { trigger: { equals: 'cli' } }, sort: 'startedAt', depth: 0 })
    expect(docs.map((doc) => doc.status)).toEqual(['succeeded', 'failed'])
    expect(await published()).toEqual(ids())
  })

  it('three failed runs in a row, one alert; none unpublished anything', async () => {
    fake.setFault('http-error', { status: 500 })
    await failsWith('http')
    await failsWith('http')
    const third = await failsWith('http')
    expect(third.alertSent).toBe('failures')
  })
})
