/**
 * One calendar event as an iCalendar file (RFC 5545), for a confirmed visit in the visitor's mail: UTC times,
 * text escaped (§3.3.11) and lines folded at 75 octets (§3.1), CRLF line ends. Small enough to write by hand;
 * a library would add a dependency for a dozen lines.
 */

export type CalendarEvent = {
  /** Stable per booking, so a second mail for the same booking updates the event instead of doubling it. */
  uid: string
  start: Date
  end: Date
  summary: string
  location?: string | null
  description?: string | null
  url?: string | null
  organizer?: { name: string; email: string } | null
  /** When the file was made (DTSTAMP). */
  stamp: Date
}

const PRODUCT_ID = '-//Zeedijk Vastgoed//Visits//EN'

/** 20261124T181500Z: the UTC form of DATE-TIME (§3.3.5). */
export function icsDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date for a calendar event')
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, every line break as \n, other controls dropped. */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u001f\u007f]/g, '')
}

/** A parameter value (§3.2): quoted, and without the quotes and controls it may not hold. */
const icsParam = (value: string) => `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`

/** Folds a content line at 75 octets without cutting a UTF-8 character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    const limit = parts.length === 0 ? 75 : 74 // the leading space of a continuation counts
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The whole VCALENDAR with one VEVENT. */
export function calendarFile(event: CalendarEvent): string {
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError('A calendar event must end after it starts')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    event.location ? `LOCATION:${icsText(event.location)}` : null,
    event.description ? `DESCRIPTION:${icsText(event.description)}` : null,
    event.url ? `URL:${event.url.replace(/[\s"]/g, '')}` : null,
    event.organizer ? `ORGANIZER;CN=${icsParam(event.organizer.name)}:mailto:${event.organizer.email.replace(/[\s"<>]/g, '')}` : null,
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines
    .filter((line): line is string => line !== null)
    .map(foldLine)
    .join('\r\n')}\r\n`
}
