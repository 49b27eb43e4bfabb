import { describe, expect, it } from 'vitest'

import { adminDocumentHref, adminListHref } from './list-links'

describe('links into the admin lists', () => {
  it('writes the filter the way Payload’s filter builder does, so the list shows it as its own', () => {
    const href = adminListHref('/admin', 'leads', [
      { field: 'kind', operator: 'equals', value: 'visit-request' },
      { field: 'handled', operator: 'not_equals', value: true },
    ])
    expect(href.startsWith('/admin/collections/leads?')).toBe(true)
    const query = new URLSearchParams(href.split('?')[1])
    expect([...query]).toEqual([
      ['where[or][0][and][0][kind][equals]', 'visit-request'],
      ['where[or][0][and][1][handled][not_equals]', 'true'],
    ])
  })

  it('keeps a value with characters of its own intact', () => {
    const query = new URLSearchParams(adminListHref('/admin/', 'leads', [{ field: 'summary', operator: 'equals', value: 'a&b=c d' }]).split('?')[1])
    expect(query.get('where[or][0][and][0][summary][equals]')).toBe('a&b=c d')
  })

  it('opens the whole list without conditions, and one document by id', () => {
    expect(adminListHref('/admin', 'leads', [])).toBe('/admin/collections/leads')
    expect(adminDocumentHref('/admin', 'leads', 42)).toBe('/admin/collections/leads/42')
  })
})
