import { describe, expect, it } from 'vitest'

import { answerProblem, loadProblems, statusCountProblems, verdict } from './verdict'

describe('bench verdict', () => {
  it('accepts the expected answer and names what differs otherwise', () => {
    expect(answerProblem('/nl/', { status: 200, cacheStatus: 'HIT' }, { status: 200, cacheStatus: 'HIT' })).toBeNull()
    expect(answerProblem('/nl/', { status: 500, cacheStatus: null }, { status: 200, cacheStatus: 'HIT' })).toBe('/nl/: status 500 instead of 200, cache status none instead of HIT')
    expect(answerProblem('/nl/', { status: 200, cacheStatus: 'MISS' }, { status: 200, cacheStatus: ['HIT', 'STALE'] })).toBe('/nl/: cache status MISS instead of HIT or STALE')
    expect(answerProblem('form', { status: 303 }, { status: [200, 303] })).toBeNull()
    expect(answerProblem('form', { status: 0 }, { status: 303 })).toBe('form: status none (no answer) instead of 303')
  })

  it("fails a load run with any non-2xx answer, error or timeout (nginx's 500s measured as a page)", () => {
    expect(loadProblems('nginx /nl/', { requests: 1000, non2xx: 0, errors: 0, timeouts: 0 })).toEqual([])
    expect(loadProblems('nginx /nl/', { requests: 52_000, non2xx: 52_000, errors: 0, timeouts: 0 })).toEqual(['nginx /nl/: 52000 of 52000 answers were not 2xx'])
    expect(loadProblems('x', { requests: 0, non2xx: 0, errors: 3, timeouts: 1 })).toHaveLength(3)
  })

  it('checks counts by status', () => {
    expect(statusCountProblems('forms', { 303: 10 }, [303])).toEqual([])
    expect(statusCountProblems('forms', { 303: 10, 500: 2, 0: 1 }, [303])).toEqual(['forms: 1 × no answer, 2 × status 500 (expected only 303)'])
  })

  it('exits 0 only without problems', () => {
    expect(verdict([]).ok).toBe(true)
    expect(verdict(['a', 'b'])).toEqual({ ok: false, lines: ['BENCH FAILED: 2 unexpected answers; its figures measure something else:', '  - a', '  - b'] })
  })
})
