import { describe, expect, it } from 'vitest'

import {
  administratorsItem,
  agencyItem,
  backupsItem,
  checklistOf,
  crmItem,
  GO_LIVE_ITEMS,
  isOwnLegalText,
  type ItemState,
  LEGAL_ROUTE_KEYS,
  legalPagesItem,
  tagsItem,
  testMailItem,
} from './checklist'
import { textOfRichText } from './rich-text'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const richText = (...texts: string[]) => ({ root: { type: 'root', children: texts.map(paragraph) } })
const OWN = 'Deze website wordt uitgebaat door Kantoor Duin BV, Strandlaan 2, 8300 Knokke, ondernemingsnummer BE 0999.888.777. '.repeat(3)

describe('the agency item', () => {
  const full = { name: 'Kantoor Duin', street: 'Strandlaan 2', zip: '8300', city: 'Knokke', phone: '+32 50 11 22 33', email: 'info@duin.be', logo: 7 }
  it('is done with name, logo, address, phone and e-mail', () => {
    expect(agencyItem(full)).toEqual({ item: 'agency', done: true, state: 'complete' })
  })
  it('names each missing or blank field', () => {
    expect(agencyItem({ ...full, logo: null, phone: '  ', zip: undefined })).toMatchObject({ done: false, missing: ['logo', 'zip', 'phone'] })
    expect(agencyItem(null).missing).toEqual(['name', 'logo', 'street', 'zip', 'city', 'phone', 'email'])
  })
})

describe('the test mail item', () => {
  it('is never done without SMTP, even after a receipt', () => {
    expect(testMailItem({ smtpConfigured: false, lastReceivedAt: '2026-11-01T10:00:00Z' })).toMatchObject({ done: false, state: 'no-smtp' })
  })
  it('waits for the link after sending, and is done once it was opened', () => {
    expect(testMailItem({ smtpConfigured: true })).toMatchObject({ done: false, state: 'not-sent' })
    expect(testMailItem({ smtpConfigured: true, lastSentAt: '2026-11-01T10:00:00Z' })).toMatchObject({ done: false, state: 'waiting' })
    expect(testMailItem({ smtpConfigured: true, lastSentAt: '2026-11-01T10:00:00Z', lastReceivedAt: '2026-11-01T10:05:00Z' })).toMatchObject({ done: true, state: 'received' })
  })
})

describe('the CRM item', () => {
  it('is not done without the sync, or before a run worked', () => {
    expect(crmItem(null)).toMatchObject({ done: false, state: 'no-sync' })
    expect(crmItem(0)).toMatchObject({ done: false, state: 'no-run' })
    expect(crmItem(1)).toMatchObject({ done: true, state: 'connected' })
  })
})

describe('the legal pages item', () => {
  const page = (routeKey: string, body: Record<string, unknown>, status = 'published') => ({ routeKey, status, body })
  const allOwn = LEGAL_ROUTE_KEYS.map((key) => page(key, { nl: richText(OWN), fr: richText(OWN) }))

  it('is done when every legal page is published with its own text in every enabled language', () => {
    expect(legalPagesItem(allOwn, ['nl', 'fr'])).toEqual({ item: 'legalPages', done: true, state: 'filled' })
  })
  it('names a missing page, a draft, and a language still holding the template or nothing', () => {
    const pages = [
      page('/disclaimer', { nl: richText('[VOOR HET KANTOOR: dit is een sjabloon.]', OWN), fr: richText(OWN) }),
      page('/privacy-statement', { nl: richText(OWN), fr: richText(OWN) }, 'draft'),
    ]
    expect(legalPagesItem(pages, ['nl', 'fr', 'en']).missing).toEqual(['/disclaimer:nl', '/disclaimer:en', '/privacy-statement', '/cookie-policy'])
  })
  it('asks only for the languages the site shows', () => {
    expect(legalPagesItem(allOwn, ['nl']).done).toBe(true)
    expect(legalPagesItem(allOwn, ['nl', 'de']).done).toBe(false)
  })
  it('refuses a text that is too short, holds a placeholder part, or the demo company', () => {
    expect(isOwnLegalText(OWN)).toBe(true)
    expect(isOwnLegalText('Disclaimer.')).toBe(false)
    expect(isOwnLegalText(`${OWN} [TO COMPLETE: company number]`)).toBe(false)
    expect(isOwnLegalText(`${OWN} Zeedijk Vastgoed BV, BE 0712.345.678`)).toBe(false)
  })
})

describe('the rich text reader', () => {
  it('joins the text nodes of each block on one line', () => {
    const value = { root: { children: [{ type: 'heading', children: [{ text: 'Wie' }] }, { type: 'paragraph', children: [{ text: 'Kantoor ' }, { type: 'link', children: [{ text: 'Duin' }] }] }] } }
    expect(textOfRichText(value)).toBe('Wie\nKantoor Duin')
    expect(textOfRichText(null)).toBe('')
  })
})

describe('the tags item', () => {
  it('is done with a tag id, or with "no tag scripts" ticked; a contradiction is not done', () => {
    expect(tagsItem({ gtmId: 'GTM-ABC123' })).toMatchObject({ done: true, state: 'configured' })
    expect(tagsItem({ pixelId: '123', noTags: false })).toMatchObject({ done: true })
    expect(tagsItem({ noTags: true })).toMatchObject({ done: true, state: 'none-by-choice' })
    expect(tagsItem({ gtmId: ' ', noTags: false })).toMatchObject({ done: false, state: 'undecided' })
    expect(tagsItem({ gtmId: 'GTM-ABC123', noTags: true })).toMatchObject({ done: false, state: 'contradiction' })
  })
})

describe('the administrators item', () => {
  it('needs two', () => {
    expect(administratorsItem(1)).toMatchObject({ done: false, state: 'too-few', count: 1 })
    expect(administratorsItem(2)).toMatchObject({ done: true, state: 'enough' })
  })
})

describe('the backups item', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  it('is done when the latest backup is at most 24 hours old', () => {
    expect(backupsItem(null, now)).toMatchObject({ done: false, state: 'never' })
    expect(backupsItem('2026-11-26T12:00:00Z', now)).toMatchObject({ done: true, state: 'recent' })
    expect(backupsItem('2026-11-26T11:59:59Z', now)).toMatchObject({ done: false, state: 'stale' })
  })
})

describe('the checklist', () => {
  const all = (done: boolean): ItemState[] => GO_LIVE_ITEMS.map((item) => ({ item, done, state: 'x' }))
  it('is done only when every item is, in the fixed order', () => {
    expect(checklistOf(all(true)).done).toBe(true)
    const one = all(true).map((state) => (state.item === 'backups' ? { ...state, done: false } : state))
    expect(checklistOf(one.reverse())).toMatchObject({ done: false, items: GO_LIVE_ITEMS.map((item) => expect.objectContaining({ item })) })
    expect(checklistOf(all(true).slice(1)).done).toBe(false)
  })
})
