import { describe, expect, it } from 'vitest'

import { callJson, callUrl, describeCall, maskSecret, parseLanguages } from './call'

const login = { customerName: 'zeedijk', customerPassword: 'p@ss wörd&1' }

describe('callUrl', () => {
  it('builds <base>/<Method>Json?json=<url-encoded JSON> with the login, both language ids and 1-based rows', () => {
    const url = new URL(callUrl('https://newapi.omnicasa.com/1.12/OmnicasaService.svc/', { method: 'GetPropertyList', language: 'fr', rows: { from: 51, to: 100 }, parameters: { Status: [1, 2, 4], Goal: null } }, login))
    expect(url.pathname).toBe('/1.12/OmnicasaService.svc/GetPropertyListJson')
    expect(JSON.parse(url.searchParams.get('json')!)).toEqual({
      CustomerName: 'zeedijk',
      CustomerPassword: 'p@ss wörd&1',
      Status: '1,2,4',
      LanguageId: 2,
      DescriptionLanguageId: 2,
      Limit1: 51,
      Limit2: 100,
    })
    // The password's & and space are encoded, not a second query parameter.
    expect([...url.searchParams.keys()]).toEqual(['json'])
  })

  it('sends no rows for a call that is not a list, and German as 4', () => {
    expect(callJson({ method: 'GetWebIDList', language: 'de' }, login)).toEqual({ CustomerName: 'zeedijk', CustomerPassword: 'p@ss wörd&1', LanguageId: 4, DescriptionLanguageId: 4 })
  })

  it('names a call without its URL', () => {
    expect(describeCall({ method: 'GetPropertyList', language: 'nl', rows: { from: 1, to: 50 } })).toBe('GetPropertyList (nl, rows 1–50)')
  })
})

describe('maskSecret', () => {
  it('hides the password as typed, URL-encoded and JSON-escaped', () => {
    const url = callUrl('http://127.0.0.1:1/svc', { method: 'GetPropertyList', language: 'nl' }, { customerName: 'x', customerPassword: 'se"cr et' })
    const text = `fetch failed for ${url} with se"cr et and ${JSON.stringify('se"cr et')}`
    const masked = maskSecret(text, 'se"cr et')
    expect(masked).not.toContain('se"cr et')
    expect(masked).not.toContain(encodeURIComponent('se"cr et'))
    expect(masked).not.toContain('se\\"cr et')
    expect(masked).toContain('***')
  })

  it('leaves a text alone without a secret', () => {
    expect(maskSecret('nothing', '')).toBe('nothing')
  })
})

describe('parseLanguages', () => {
  it('reads the languages the account serves, Dutch required', () => {
    expect(parseLanguages('nl,fr,en')).toEqual(['nl', 'fr', 'en'])
    expect(parseLanguages(' NL , de ')).toEqual(['nl', 'de'])
    expect(parseLanguages('fr,en')).toBeNull()
    expect(parseLanguages('nl,es')).toBeNull()
    expect(parseLanguages('nl,nl')).toBeNull()
    expect(parseLanguages('')).toBeNull()
  })
})
