import { describe, expect, it } from 'vitest'

import { agencyEmailFromEnv, missingProductionSettings } from './production'

describe('missingProductionSettings', () => {
  it('asks nothing of the demo', () => {
    expect(missingProductionSettings({ isProduction: false })).toEqual([])
  })

  it('names every missing setting, one line each', () => {
    const lines = missingProductionSettings({ isProduction: true })
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^SMTP_URL is required/)
    expect(lines[1]).toMatch(/^SITE_URL is required/)
    expect(lines[2]).toMatch(/agency's e-mail/)
  })

  it('refuses a plain-http public address and a blank agency e-mail', () => {
    expect(missingProductionSettings({ isProduction: true, SMTP_URL: 'smtp://mail:587', SITE_URL: 'http://zeedijk.be', agencyEmail: ' ' })).toEqual([
      'SITE_URL must be an https:// address in production.',
      expect.stringMatching(/agency's e-mail/),
    ])
  })

  it('passes a complete production setup', () => {
    expect(missingProductionSettings({ isProduction: true, SMTP_URL: 'smtp://mail:587', SITE_URL: 'https://www.zeedijk.be', agencyEmail: 'info@zeedijk.be' })).toEqual([])
  })
})

describe('agencyEmailFromEnv', () => {
  it('is optional, trims, and names a bad value', () => {
    expect(agencyEmailFromEnv(undefined)).toEqual({ ok: true, email: null })
    expect(agencyEmailFromEnv(' ')).toEqual({ ok: true, email: null })
    expect(agencyEmailFromEnv(' info@zeedijk.be ')).toEqual({ ok: true, email: 'info@zeedijk.be' })
    expect(agencyEmailFromEnv('info-at-zeedijk')).toEqual({ ok: false, line: 'AGENCY_EMAIL must be an e-mail address.' })
  })
})
