import { describe, expect, it } from 'vitest'

import { OmnicasaAnswerError, parseAnswer, readEnvelope, readList } from './envelope'

function problem(run: () => unknown): { kind: string; message: string } {
  try {
    run()
  } catch (error) {
    if (error instanceof OmnicasaAnswerError) return { kind: error.kind, message: error.message }
    throw error
  }
  throw new Error('no problem raised')
}

describe('readEnvelope', () => {
  it('returns the Value of a successful answer, whatever the key casing', () => {
    expect(readEnvelope('GetPropertyList', { GetPropertyListJsonResult: { Code: 0, Message: '', Success: true, Value: { RowsCount: 0, Items: [] } } })).toEqual({ RowsCount: 0, Items: [] })
    expect(readEnvelope('GetWebIDList', { getwebidlistjsonresult: { success: true, value: 1 } })).toBe(1)
  })

  it('Success false with Code 600 is an api-error that quotes the code and message', () => {
    const found = problem(() => readEnvelope('GetPropertyList', { GetPropertyListJsonResult: { Code: 600, Message: 'Error', Success: false, Value: null } }))
    expect(found).toEqual({ kind: 'api-error', message: 'GetPropertyList: Omnicasa answered Success false, Code 600: Error' })
  })

  it('a refused login is credentials, by its code or its message', () => {
    expect(problem(() => readEnvelope('GetPropertyList', { GetPropertyListJsonResult: { Code: 100, Message: 'Invalid CustomerName or CustomerPassword', Success: false } })).kind).toBe('credentials')
    expect(problem(() => readEnvelope('GetPropertyList', { GetPropertyListJsonResult: { Code: '401', Message: '', Success: false } })).kind).toBe('credentials')
  })

  it('an answer without the envelope is malformed', () => {
    expect(problem(() => readEnvelope('GetPropertyList', [])).kind).toBe('malformed')
    expect(problem(() => readEnvelope('GetPropertyList', { OtherJsonResult: {} })).kind).toBe('malformed')
  })
})

describe('readList', () => {
  it('reads Items and a RowsCount sent as a string', () => {
    expect(readList({ From: '1', To: 50, RowsCount: '84', Items: [{ ID: 1 }] }, 'x')).toEqual({ from: 1, to: 50, rowsCount: 84, items: [{ ID: 1 }] })
  })

  it('a Value that is not a list is malformed', () => {
    expect(problem(() => readList(null, 'GetPropertyList')).message).toBe('GetPropertyList: Value is not a list (null)')
    expect(problem(() => readList({ RowsCount: 1, Items: 'x' }, 'x')).kind).toBe('malformed')
    expect(problem(() => readList({ RowsCount: 1, Items: [1] }, 'x')).kind).toBe('malformed')
    expect(problem(() => readList({ Items: [] }, 'x')).kind).toBe('malformed')
  })
})

describe('parseAnswer', () => {
  it('a body that is not JSON is malformed', () => {
    expect(problem(() => parseAnswer('<html>502</html>', 'GetPropertyList (nl)'))).toMatchObject({ kind: 'malformed' })
    expect(parseAnswer('{"a":1}', 'x')).toEqual({ a: 1 })
  })
})
