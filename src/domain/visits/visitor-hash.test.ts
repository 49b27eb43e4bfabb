import { describe, expect, it } from 'vitest'

import { dailySalt, visitorKey } from './visitor-hash'

const salt = Buffer.alloc(32, 1)
const visit = { salt, address: '203.0.113.7', property: 'property:4000101' }

describe('visitorKey', () => {
  it('is the same for the same visitor, property and salt', () => {
    expect(visitorKey(visit)).toBe(visitorKey({ ...visit }))
    expect(visitorKey(visit)).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('differs when any part differs', () => {
    const key = visitorKey(visit)
    expect(visitorKey({ ...visit, salt: Buffer.alloc(32, 2) })).not.toBe(key)
    expect(visitorKey({ ...visit, address: '203.0.113.8' })).not.toBe(key)
    expect(visitorKey({ ...visit, property: 'property:4000102' })).not.toBe(key)
  })

  it('cannot be made equal by moving text from one part to the next', () => {
    expect(visitorKey({ ...visit, address: '203.0.113.7p', property: 'roperty:4000101' })).not.toBe(visitorKey(visit))
  })

  it('carries not the address', () => {
    expect(visitorKey(visit)).not.toContain('203')
  })
})

describe('dailySalt', () => {
  it('keeps one salt through a day and makes a new one the next day', () => {
    let made = 0
    const saltFor = dailySalt(() => Buffer.alloc(32, ++made))
    const monday = saltFor('2026-11-23')
    expect(saltFor('2026-11-23')).toBe(monday)
    const tuesday = saltFor('2026-11-24')
    expect(tuesday.equals(monday)).toBe(false)
    expect(made).toBe(2)
  })

  it('never gives an old day its salt back', () => {
    const saltFor = dailySalt()
    const first = saltFor('2026-11-23')
    saltFor('2026-11-24')
    expect(saltFor('2026-11-23').equals(first)).toBe(false)
  })
})
