import { describe, expect, it } from 'vitest'

import { EXIT, exitCodeOf, importedStatus, redact, runTitle, shouldAlertFailures, shouldAlertStale } from './outcome'

describe('a run status', () => {
  it('waits for a person only beyond the share; an empty answer fails; rejections make it partial', () => {
    expect(importedStatus({ rejected: 2, refusedBecause: 'share' })).toBe('refused')
    expect(importedStatus({ rejected: 0, refusedBecause: 'empty' })).toBe('failed')
    expect(importedStatus({ rejected: 6, refusedBecause: 'rejected' })).toBe('partial')
    expect(importedStatus({ rejected: 2 })).toBe('partial')
    expect(importedStatus({ rejected: 0 })).toBe('succeeded')
  })

  it('maps to the importer exit codes', () => {
    expect([exitCodeOf('succeeded'), exitCodeOf('not-modified'), exitCodeOf('partial'), exitCodeOf('refused'), exitCodeOf('failed'), exitCodeOf('cancelled')]).toEqual([
      EXIT.ok,
      EXIT.ok,
      EXIT.rejected,
      EXIT.unpublishRefused,
      EXIT.failed,
      EXIT.failed,
    ])
  })
})

describe('the failure alert', () => {
  it('goes after the third failure in a row, not before', () => {
    expect(shouldAlertFailures([])).toBe(false)
    expect(shouldAlertFailures([{ status: 'failed' }])).toBe(false)
    expect(shouldAlertFailures([{ status: 'failed' }, { status: 'failed' }])).toBe(true)
    expect(shouldAlertFailures([{ status: 'failed' }, { status: 'succeeded' }, { status: 'failed' }])).toBe(false)
  })

  it('goes once per streak: again only after a run that read the source', () => {
    expect(shouldAlertFailures([{ status: 'failed', alertSent: 'failures' }, { status: 'failed' }, { status: 'failed' }])).toBe(false)
    expect(shouldAlertFailures([{ status: 'failed' }, { status: 'failed' }, { status: 'not-modified' }, { status: 'failed', alertSent: 'failures' }])).toBe(true)
  })

  it('does not count cancelled runs, nor let them break the streak', () => {
    expect(shouldAlertFailures([{ status: 'cancelled' }, { status: 'failed' }, { status: 'cancelled' }, { status: 'failed' }])).toBe(true)
  })
})

describe('the stale alert', () => {
  const now = new Date('2026-11-28T12:00:00Z')
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000)

  it('goes when nothing changed for longer than the setting, once per quiet spell', () => {
    expect(shouldAlertStale({ now, lastChangeAt: hoursAgo(47), staleHours: 48, staleAlertAt: null })).toBe(false)
    expect(shouldAlertStale({ now, lastChangeAt: hoursAgo(49), staleHours: 48, staleAlertAt: null })).toBe(true)
    expect(shouldAlertStale({ now, lastChangeAt: hoursAgo(60), staleHours: 48, staleAlertAt: hoursAgo(10) })).toBe(false)
    expect(shouldAlertStale({ now, lastChangeAt: hoursAgo(60), staleHours: 48, staleAlertAt: hoursAgo(70) })).toBe(true)
  })

  it('is off when the setting is 0', () => {
    expect(shouldAlertStale({ now, lastChangeAt: hoursAgo(1000), staleHours: 0, staleAlertAt: null })).toBe(false)
  })
})

describe('redact', () => {
  it('hides credentials, encoded or not, and request payloads in URLs', () => {
    const message = 'HTTP 500 from https://api.test/GetPropertyListJson?json={"CustomerName":"zee","CustomerPassword":"p@ss w0rd"} for p@ss w0rd and p%40ss%20w0rd'
    const text = redact(message, ['p@ss w0rd', undefined])
    expect(text).not.toContain('p@ss')
    expect(text).not.toContain('p%40ss')
    expect(text).toContain('json=[hidden]')
  })
})

describe('runTitle', () => {
  it('is the start in Brussels time, day first, and the source', () => {
    expect(runTitle(new Date('2026-11-27T23:56:00Z'), 'omnicasa')).toBe('28/11/2026, 00:56 · Omnicasa')
    expect(runTitle(new Date('2026-07-01T10:05:00Z'), 'json-feed')).toBe('01/07/2026, 12:05 · JSON feed')
  })
})
