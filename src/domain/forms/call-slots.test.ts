import { describe, expect, it } from 'vitest'

import { CALL_SLOTS, formatCallSlot, parseCallSlot, TIME_SLOTS } from './call-slots'

describe('call-back slots (SPEC §9, ADR 0039)', () => {
  it('are three slots whose values name their hours', () => {
    expect(TIME_SLOTS).toEqual(['10:00-13:00', '13:00-16:00', '16:00-19:00'])
    expect(CALL_SLOTS.map((slot) => parseCallSlot(`${slot.from}-${slot.to}`))).toEqual([
      { from: 600, to: 780 },
      { from: 780, to: 960 },
      { from: 960, to: 1140 },
    ])
  })

  it('read the hour codes leads stored before, and refuse what is not a slot', () => {
    expect(parseCallSlot('13-16')).toEqual({ from: 780, to: 960 })
    expect(parseCallSlot('14:00-16:00')).toEqual({ from: 840, to: 960 })
    for (const value of ['', 'morning', '16-13', '10:00', '25-26', '10:60-11:00', '1-2-3']) expect(parseCallSlot(value)).toBeNull()
  })

  it('are written the same hours in every language, each in its own way', () => {
    const middle = TIME_SLOTS[1]!
    expect(formatCallSlot(middle, 'nl-BE')).toBe('13:00–16:00')
    expect(formatCallSlot(middle, 'en-BE')).toBe('13:00–16:00')
    expect(formatCallSlot(middle, 'fr-BE').replace(/\s/g, ' ')).toBe('13:00 – 16:00')
    expect(formatCallSlot(middle, 'de-BE')).toMatch(/^13:00–16:00/)
    // A French lead migrated from the old 14:00 wording keeps the hours its visitor chose.
    expect(formatCallSlot('14:00-16:00', 'nl-BE')).toBe('14:00–16:00')
    expect(formatCallSlot('13-16', 'nl-BE')).toBe('13:00–16:00')
    expect(formatCallSlot('not a slot', 'nl-BE')).toBe('not a slot')
  })
})
