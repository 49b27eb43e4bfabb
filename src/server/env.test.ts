import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('has working defaults for a fresh machine', () => {
    expect(parseEnv({})).toEqual({ PORT: 3000, DATABASE_URL: 'file:data/zeedijk.db' })
  })

  it('treats blank values as unset', () => {
    expect(parseEnv({ PORT: '', SMTP_URL: '' })).toEqual({ PORT: 3000, DATABASE_URL: 'file:data/zeedijk.db' })
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
    expect(() => parseEnv({ ADMIN_EMAIL: 'office@zeedijk.be', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/)
  })
})
