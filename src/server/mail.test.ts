import { readFile, rm } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { outboxDir, sendMail } from './mail'

describe('sendMail without SMTP_URL', () => {
  it('writes the mail to data/outbox as an .eml file', async () => {
    delete process.env.SMTP_URL
    const result = await sendMail({ to: 'koper@example.com', subject: 'Uw bezoek aan de Zeedijk', text: 'Tot dan!', html: '<p>Tot dan!</p>' })
    expect(result.file?.startsWith(outboxDir)).toBe(true)
    const eml = await readFile(result.file!, 'utf8')
    expect(eml).toContain('To: koper@example.com')
    expect(eml).toContain('Subject: Uw bezoek aan de Zeedijk')
    expect(eml).toContain('From: Zeedijk Vastgoed <no-reply@zeedijk.be>')
    expect(eml).toContain('Content-Type: text/html')
    expect(eml).toContain('Content-Type: text/plain')
    await rm(result.file!)
  })
})
