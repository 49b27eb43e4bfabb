import { describe, expect, it } from 'vitest'

import { mailIsTo, mentionsAddress } from './subject'

describe('finding an address in text', () => {
  it.each([
    ['Marie Dupont <marie@example.be>', 'marie@example.be', true],
    ['Marie Dupont <Marie@Example.BE>', 'marie@example.be', true],
    ['marie@example.be', 'marie@example.be', true],
    ['Jan <jan@example.be>', 'an@example.be', false],
    ['Ann <ann@example.be.com>', 'ann@example.be', false],
    ['Two: a@x.be, an@x.be', 'an@x.be', true],
    [null, 'an@x.be', false],
  ])('%s holds %s: %s', (text, email, found) => {
    expect(mentionsAddress(text, email)).toBe(found)
  })

  it('reads only the recipients of a mail, folded headers included, never its body', () => {
    const mail = 'From: Zeedijk <no-reply@zeedijk.be>\nTo: Office <office@zeedijk.be>,\n Marie <marie@example.be>\nSubject: Lead\n\nReply to jan@example.be'
    expect(mailIsTo(mail, 'marie@example.be')).toBe(true)
    expect(mailIsTo(mail, 'jan@example.be')).toBe(false)
    expect(mailIsTo(mail, 'no-reply@zeedijk.be')).toBe(false)
  })
})
