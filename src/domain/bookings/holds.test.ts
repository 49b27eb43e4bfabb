import { describe, expect, it } from 'vitest'

import { confirmationOf, emailKey, HOLD_MINUTES, holdEnds, takesPlace } from './holds'

const now = new Date('2026-11-27T10:00:00Z')

describe('booking holds', () => {
  it('holds a place for 30 minutes', () => {
    expect(HOLD_MINUTES).toBe(30)
    expect(holdEnds(now).toISOString()).toBe('2026-11-27T10:30:00.000Z')
  })

  it('takes a place while held or confirmed, not once cancelled or expired', () => {
    expect([takesPlace('held'), takesPlace('confirmed'), takesPlace('cancelled'), takesPlace('expired'), takesPlace(null)]).toEqual([true, true, false, false, false])
  })

  it('confirms a hold only before it ends', () => {
    expect(confirmationOf({ status: 'held', holdUntil: '2026-11-27T10:29:59Z' }, now)).toBe('confirm')
    expect(confirmationOf({ status: 'held', holdUntil: '2026-11-27T10:00:00Z' }, now)).toBe('expired')
    expect(confirmationOf({ status: 'held', holdUntil: null }, now)).toBe('expired')
    expect(confirmationOf({ status: 'expired', holdUntil: '2026-11-27T10:29:59Z' }, now)).toBe('expired')
    expect(confirmationOf({ status: 'confirmed', holdUntil: null }, now)).toBe('already')
    expect(confirmationOf({ status: 'cancelled', holdUntil: '2026-11-27T10:29:59Z' }, now)).toBe('gone')
  })

  it('caps an e-mail address whatever its spelling', () => {
    expect(emailKey('  Jan.Peeters@Example.BE ')).toBe('jan.peeters@example.be')
  })
})
