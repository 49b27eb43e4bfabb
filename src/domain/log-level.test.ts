import { describe, expect, it } from 'vitest'

import { clientErrorMessage } from './log-level'

describe('clientErrorMessage', () => {
  it('names a 4xx API error, whatever its (minified) class name', () => {
    expect(clientErrorMessage({ err: { name: 'o', status: 403, message: 'You are not allowed to perform this action.' } })).toBe(
      '403: You are not allowed to perform this action.',
    )
    expect(clientErrorMessage({ err: { status: 404 } })).toBe('404: refused')
    expect(clientErrorMessage({ err: { status: 429, message: 'Too many attempts' } })).toBe('429: Too many attempts')
  })

  it('leaves server errors and anything else as they are', () => {
    expect(clientErrorMessage({ err: { status: 500, message: 'boom' } })).toBeUndefined()
    expect(clientErrorMessage({ err: new Error('no status') })).toBeUndefined()
    expect(clientErrorMessage({ err: { status: '403' } })).toBeUndefined()
    expect(clientErrorMessage({ msg: 'plain' })).toBeUndefined()
    expect(clientErrorMessage('a string')).toBeUndefined()
    expect(clientErrorMessage(undefined)).toBeUndefined()
  })
})
