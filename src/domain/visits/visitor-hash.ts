import { createHash, randomBytes } from 'node:crypto'

import type { Day } from './windows'

/**
 * Counting a visitor once per property per day without cookies or identifiers (ADR 0027): the key is a
 * hash of the day's secret salt, the address group (IPv6 per /64, src/domain/address-group.ts) and the
 * property. The browser's user agent is not part of it (ADR 0041): anyone can send a new one with every
 * request, so it counted a script's every request as a new visitor. The salt is
 * random, made for one day and forgotten with it, so yesterday's keys cannot be recomputed to follow anyone,
 * and no address is ever written anywhere.
 */
export function visitorKey(input: { salt: Buffer; address: string; property: string }): string {
  return createHash('sha256')
    .update(input.salt)
    .update('\0')
    .update(input.address)
    .update('\0')
    .update(input.property)
    .digest('base64url')
    .slice(0, 22)
}

/** One salt per day: asking for another day makes a new one and drops the old, which is never kept. */
export function dailySalt(random: () => Buffer = () => randomBytes(32)): (day: Day) => Buffer {
  let current: { day: Day; salt: Buffer } | null = null
  return (day) => {
    if (current?.day !== day) current = { day, salt: random() }
    return current.salt
  }
}
