import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('has working defaults for a fresh machine', () => {
    expect(parseEnv({})).toEqual({ APP_ENV: 'demo', PORT: 3000, DATABASE_URL: 'file:data/zeedijk.db', TRUSTED_PROXIES: 0, MAIL_RECIPIENT_LIMIT: 5, FORM_KIND_LIMIT: 100, BOOKINGS_PER_EMAIL: 3, BOOKINGS_PER_ADDRESS: 5, LISTING_QUERY_LIMIT: 120, MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
  })

  it('treats blank values as unset', () => {
    expect(parseEnv({ PORT: '', SMTP_URL: '' })).toEqual({ APP_ENV: 'demo', PORT: 3000, DATABASE_URL: 'file:data/zeedijk.db', TRUSTED_PROXIES: 0, MAIL_RECIPIENT_LIMIT: 5, FORM_KIND_LIMIT: 100, BOOKINGS_PER_EMAIL: 3, BOOKINGS_PER_ADDRESS: 5, LISTING_QUERY_LIMIT: 120, MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
  })

  it('accepts a full, valid configuration', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://zeedijk:secret@127.0.0.1:5432/zeedijk',
      PAYLOAD_SECRET: 'x'.repeat(40),
      SITE_URL: 'https://www.zeedijk.be',
      SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
      ADMIN_EMAIL: 'office@zeedijk.be',
      ADMIN_PASSWORD: 'a-long-enough-password',
    })
    expect(env.PORT).toBe(8080)
    expect(env.DATABASE_URL).toMatch(/^postgres:/)
  })

  it('takes a tile server with {z}, {x} and {y}, or none, and nothing else', () => {
    expect(parseEnv({ MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('http://127.0.0.1:8080/{z}/{x}/{y}.png')
    expect(parseEnv({ MAP_TILE_URL: 'none' }).MAP_TILE_URL).toBe('none')
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/MAP_TILE_URL: must be an http\(s\) URL with \{z\}/)
    expect(() => parseEnv({ MAP_TILE_URL: 'file:///tmp/{z}/{x}/{y}.png' })).toThrow(EnvError)
  })

  it('takes a metrics token of at least 32 printable characters, nothing shorter or with spaces (ADR 0057)', () => {
    expect(parseEnv({ METRICS_TOKEN: 'a'.repeat(32) }).METRICS_TOKEN).toBe('a'.repeat(32))
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/)
    expect(() => parseEnv({ METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toThrow(/METRICS_TOKEN: must be printable ASCII/)
  })

  it('names every bad value with what is expected', () => {
    let message = ''
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PAYLOAD_SECRET: 'short', SITE_URL: 'zeedijk', SMTP_URL: 'mail.example.com', ADMIN_EMAIL: 'nope' })
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      message = (error as Error).message
    }
    for (const name of ['PORT', 'DATABASE_URL', 'PAYLOAD_SECRET', 'SITE_URL', 'SMTP_URL', 'ADMIN_EMAIL']) expect(message).toContain(`- ${name}:`)
    expect(message).toContain('must be a SQLite "file:" path or a "postgres://" URL')
    expect(message).toContain('See .env.example')
  })

  it('wants the admin e-mail and password together', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'office@zeedijk.be' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD together/)
    expect(() => parseEnv({ ADMIN_EMAIL: 'office@zeedijk.be', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must have 12 to 128 characters/)
    expect(() => parseEnv({ ADMIN_EMAIL: 'office@zeedijk.be', ADMIN_PASSWORD: 'Password2024!' })).toThrow(/not be a common or breached password/)
  })

  it('reads the proxy hops and the listen address', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '1', HOST: '127.0.0.1' })).toMatchObject({ TRUSTED_PROXIES: 1, HOST: '127.0.0.1' })
    expect(() => parseEnv({ TRUSTED_PROXIES: '-1' })).toThrow(/TRUSTED_PROXIES/)
    expect(() => parseEnv({ HOST: 'a b' })).toThrow(/HOST: must be an address/)
  })

  it('wants PAYLOAD_SECRET when several instances may run: with Redis, or in production on PostgreSQL', () => {
    const secret = 'a-shared-secret-of-at-least-32-characters'
    expect(() => parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/PAYLOAD_SECRET: is required when REDIS_URL is set/)
    expect(() => parseEnv({ APP_ENV: 'production', DATABASE_URL: 'postgres://zeedijk@db/zeedijk' })).toThrow(/PAYLOAD_SECRET: is required/)
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379', PAYLOAD_SECRET: secret })).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379' })
    // One process: the demo on PostgreSQL, or production on SQLite, may still generate data/payload-secret.
    expect(parseEnv({ DATABASE_URL: 'postgres://zeedijk@db/zeedijk' })).not.toHaveProperty('PAYLOAD_SECRET')
    expect(parseEnv({ APP_ENV: 'production' })).not.toHaveProperty('PAYLOAD_SECRET')
  })
})
