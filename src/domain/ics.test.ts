import { describe, expect, it } from 'vitest'

import { calendarFile, foldLine, icsDateTime, icsText } from './ics'

describe('icsDateTime', () => {
  it('writes UTC without separators or milliseconds', () => expect(icsDateTime(new Date('2026-12-03T13:30:00.000Z'))).toBe('20261203T133000Z'))
  // 14:30 in Brussels in winter is 13:30 UTC: the file carries the instant, the calendar shows local time.
  it('converts an offset time to UTC', () => expect(icsDateTime(new Date('2026-12-03T14:30:00+01:00'))).toBe('20261203T133000Z'))
  it('refuses an invalid date', () => expect(() => icsDateTime(new Date('nope'))).toThrow(RangeError))
})

describe('icsText', () => {
  it.each([
    ['Zeedijk 12, 8400 Oostende', 'Zeedijk 12\\, 8400 Oostende'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['crlf\r\nline', 'crlf\\nline'],
    ['bell\u0007', 'bell'],
  ])('%j → %j', (input, output) => expect(icsText(input)).toBe(output))

  it('cannot inject a property with a line break', () => expect(icsText('x\r\nATTENDEE:mailto:evil@example.com')).not.toMatch(/[\r\n]/))
})

describe('foldLine', () => {
  it('leaves a short line alone', () => expect(foldLine('SUMMARY:Visit')).toBe('SUMMARY:Visit'))

  it('folds at 75 octets, continuation lines at 74 plus the space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`
    const parts = foldLine(line).split('\r\n')
    expect(parts[0]).toHaveLength(75)
    expect(parts.slice(1).every((part) => part.startsWith(' ') && Buffer.byteLength(part) <= 75)).toBe(true)
    expect(parts.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line)
  })

  it('never cuts a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}` // 'é' is 2 octets
    const parts = foldLine(line).split('\r\n')
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true)
    expect(parts.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line)
  })
})

describe('calendarFile', () => {
  const event = {
    uid: 'lead-42@www.zeedijk.test',
    start: new Date('2026-12-03T13:30:00Z'),
    end: new Date('2026-12-03T14:00:00Z'),
    stamp: new Date('2026-11-24T18:00:00Z'),
    summary: 'Bezoek: Appartement met zeezicht',
    location: 'Zeedijk 12, 8400 Oostende',
    url: 'https://www.zeedijk.test/nl/te-koop/oostende/appartement/4000101/',
    organizer: { name: 'Zeedijk "Vastgoed"', email: 'info@zeedijk.test' },
  }

  it('is one confirmed event with UTC times, escaped text and the agency as organizer, in CRLF lines', () => {
    const file = calendarFile(event)
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.split('\r\n').slice(0, -1).every((line) => !line.includes('\n'))).toBe(true)
    const lines = file.replace(/\r\n /g, '').split('\r\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:lead-42@www.zeedijk.test',
        'DTSTAMP:20261124T180000Z',
        'DTSTART:20261203T133000Z',
        'DTEND:20261203T140000Z',
        'SUMMARY:Bezoek: Appartement met zeezicht',
        'LOCATION:Zeedijk 12\\, 8400 Oostende',
        'URL:https://www.zeedijk.test/nl/te-koop/oostende/appartement/4000101/',
        'ORGANIZER;CN="Zeedijk Vastgoed":mailto:info@zeedijk.test',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    )
  })

  it('leaves out a location that is not given (an unpublished address)', () => {
    expect(calendarFile({ ...event, location: null })).not.toContain('LOCATION')
  })

  it('refuses an event that ends before it starts', () => expect(() => calendarFile({ ...event, end: event.start })).toThrow(RangeError))
})
