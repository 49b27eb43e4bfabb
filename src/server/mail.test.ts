import { readFile, rm } from 'node:fs/promises'

import { describe, expect, it, vi } from 'vitest'

import { outboxDir, sendMail } from './mail'

describe('sendMail without SMTP_URL', () => {
  it('writes the mail to the outbox folder (data/outbox, here the tests\' DATA_DIR) as an .eml file', async () => {
    delete process.env.SMTP_URL
    const result = await sendMail({ to: 'koper@example.com', subject: 'Uw bezoek aan de Zeedijk', text: 'Tot dan!', html: '<p>Tot dan!</p>' })
    expect(result.file?.startsWith(outboxDir)).toBe(true)
    expect(outboxDir.startsWith(process.env.DATA_DIR!)).toBe(true)
    const eml = await readFile(result.file!, 'utf8')
    expect(eml).toContain('To: koper@example.com')
    expect(eml).toContain('Subject: Uw bezoek aan de Zeedijk')
    expect(eml).toContain('From: Zeedijk Vastgoed <no-reply@zeedijk.be>')
    expect(eml).toContain('Content-Type: text/html')
    expect(eml).toContain('Content-Type: text/plain')
    await rm(result.file!)
  })
})

describe('agencyInbox', () => {
  it('is the Settings e-mail; the demo falls back to the sender, production refuses', async () => {
    const { agencyInbox, DEFAULT_FROM } = await import('./mail')
    expect(agencyInbox(' info@zeedijk.be ')).toBe('info@zeedijk.be')
    expect(agencyInbox('')).toBe(DEFAULT_FROM.address)
    vi.resetModules()
    vi.stubEnv('APP_ENV', 'production')
    try {
      const production = await import('./mail')
      expect(() => production.agencyInbox(null)).toThrow(/agency's e-mail in Settings is empty/)
      expect(production.agencyInbox('info@zeedijk.be')).toBe('info@zeedijk.be')
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
