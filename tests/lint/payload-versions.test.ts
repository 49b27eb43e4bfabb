import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Payload's own check of its packages' versions is switched off in src/collections/file-storage.ts, because
 * the registry has the S3 storage packages only at 3.90.1 (ADR 0058). This keeps the rest of that check:
 * every installed Payload package is at payload's exact version, the two storage packages at the pinned one.
 */
const modules = path.resolve(import.meta.dirname, '../../node_modules')
const versionOf = (name: string) => (JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as { version: string }).version
const STORAGE = ['@payloadcms/plugin-cloud-storage', '@payloadcms/storage-s3']
const STORAGE_PIN = '3.90.1'

describe('Payload packages', () => {
  it('are all at payload’s version, but for the storage packages at their pinned one', () => {
    const payload = versionOf('payload')
    const installed = readdirSync(path.join(modules, '@payloadcms')).map((name) => `@payloadcms/${name}`)
    expect(installed).toEqual(expect.arrayContaining(['@payloadcms/next', '@payloadcms/ui', ...STORAGE]))
    const wrong = installed.filter((name) => versionOf(name) !== (STORAGE.includes(name) ? STORAGE_PIN : payload)).map((name) => `${name}@${versionOf(name)}`)
    expect(wrong).toEqual([])
  })

  it('keep the storage plugin on our payload and ui (no second copy nested under it)', () => {
    for (const name of STORAGE) for (const nested of ['payload', '@payloadcms/ui']) expect(() => readFileSync(path.join(modules, name, 'node_modules', nested, 'package.json'))).toThrow()
  })
})
