import { describe, expect, it } from 'vitest'

import de from '../../../messages/de.json'
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import nl from '../../../messages/nl.json'
import { SEND_FAILURES, sendFailureOf } from './failures'
import { LEAD_KINDS } from './forms'

describe('sendFailureOf (SPEC §8: a failure message per form)', () => {
  it('names what failed for the contact, send-to-friend, testimonial and document forms', () => {
    expect(sendFailureOf('site-contact')).toBe('contact')
    expect(sendFailureOf('visit-request')).toBe('contact')
    expect(sendFailureOf('contact-construction')).toBe('contact')
    expect(sendFailureOf('send-to-friend')).toBe('sendToFriend')
    expect(sendFailureOf('testimonial')).toBe('testimonial')
    expect(sendFailureOf('document-request')).toBe('documentRequest')
  })

  it('says the sending failed for every other form', () => {
    expect(sendFailureOf('rent-application')).toBe('sending')
    expect(sendFailureOf('free-valuation')).toBe('sending')
    expect(new Set(LEAD_KINDS.map(sendFailureOf))).toEqual(new Set(['contact', 'sendToFriend', 'testimonial', 'documentRequest', 'sending']))
  })
})

it('has a distinct message for each failure in nl, fr, en and de', () => {
  for (const messages of [nl, fr, en, de]) {
    const texts = SEND_FAILURES.map((key) => messages.forms.sendFailures[key])
    expect(texts.every((text) => typeof text === 'string' && text.length > 10)).toBe(true)
    expect(new Set(texts).size).toBe(SEND_FAILURES.length)
  }
})
