import { rmSync, statSync } from 'node:fs'
import net from 'node:net'

import pg from 'pg'
import { createClient } from 'redis'
import { describe, expect, it } from 'vitest'

import { nginxWorkDir, passableByAll } from '../../scripts/deploy/nginx-workdir.mjs'
import { installPlan, missingPrograms, startTestServices } from '../../scripts/test-services.mjs'

/** npm test on a fresh machine (ADR 0044): what it installs, how, and the servers it starts and stops itself. */
describe('system programs', () => {
  const programs = [
    { name: 'chromium', paths: ['/usr/bin/chromium'], pkg: 'chromium' },
    { name: 'nginx', paths: ['/usr/sbin/nginx'], pkg: 'nginx' },
  ]

  it('finds what is missing at its path or on PATH', () => {
    expect(missingPrograms(programs, () => null, (p: string) => p === '/usr/sbin/nginx').map((p: { name: string }) => p.name)).toEqual(['chromium'])
    expect(missingPrograms(programs, (name: string) => (name === 'chromium' ? '/snap/bin/chromium' : null), (p: string) => p === '/usr/sbin/nginx')).toEqual([])
  })

  it('installs as root, through sudo -n when it needs no password, else names the exact command', () => {
    const manual = 'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium nginx'
    expect(installPlan(['chromium', 'nginx'], { uid: 0, sudoWorks: () => false })).toEqual({ how: 'root', commands: [['apt-get', 'update'], ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'nginx']], manual })
    expect(installPlan(['chromium', 'nginx'], { uid: 1000, sudoWorks: () => true }).commands?.[1]).toEqual(['sudo', '-n', 'apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'nginx'])
    expect(installPlan(['chromium', 'nginx'], { uid: 1000, sudoWorks: () => false })).toEqual({ how: 'cannot', manual })
    expect(installPlan([], { uid: 1000, sudoWorks: () => false }).how).toBe('none')
  })
})

describe('nginx work folder', () => {
  it('is mode 0755 in a folder every user can pass through, never under a private home', () => {
    const dir = nginxWorkDir()
    try {
      expect(statSync(dir).mode & 0o777).toBe(0o755)
      expect(passableByAll(dir)).toBe(true)
      expect(dir.startsWith(process.env.HOME ?? '/nonexistent') && !passableByAll(process.env.HOME!)).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('sees a private folder on the way', () => {
    const modes: Record<string, number> = { '/': 0o755, '/root': 0o700, '/root/clone': 0o755 }
    expect(passableByAll('/root/clone', (p: string) => ({ mode: modes[p] ?? 0o755 }))).toBe(false)
    expect(passableByAll('/tmp/x', (p: string) => ({ mode: p === '/tmp' ? 0o1777 : 0o755 }))).toBe(true)
  })
})

describe('the run’s own PostgreSQL and Redis', () => {
  it('start on free ports in a temporary folder, answer, and are gone after stop()', async () => {
    const services = await startTestServices({ log: () => undefined })
    const { TEST_DATABASE_URL, TEST_REDIS_URL } = services.env
    expect(TEST_DATABASE_URL).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/)
    expect(TEST_DATABASE_URL).not.toContain(':5432/')
    expect(TEST_REDIS_URL).toMatch(/^redis:\/\/127\.0\.0\.1:\d+\/0$/)
    expect(TEST_REDIS_URL).not.toContain(':6379/')
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await client.connect()
    expect((await client.query('show server_version')).rows[0].server_version).toMatch(/^\d+\.\d+/)
    await client.query('create database created_by_the_test')
    await client.end()
    const redis = createClient({ url: TEST_REDIS_URL })
    await redis.connect()
    expect(await redis.ping()).toBe('PONG')
    await redis.close()
    await services.stop()
    expect(() => statSync(services.dir)).toThrow()
    // Nothing listens on either port any more.
    const listening = (url: string) =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(Number(new URL(url).port), '127.0.0.1', () => resolve(socket.end() && true)).once('error', () => resolve(false))
      })
    expect(await listening(TEST_DATABASE_URL)).toBe(false)
    expect(await listening(TEST_REDIS_URL)).toBe(false)
  })
})
