import { describe, expect, it } from 'vitest'

import { repeatsHeading } from './headings'

describe('repeatsHeading', () => {
  it('sees the page title repeated by a module, as a visitor reads it', () => {
    expect(repeatsHeading('Te koop', 'Te koop')).toBe(true)
    expect(repeatsHeading(' te  KOOP ', 'Te koop')).toBe(true)
    expect(repeatsHeading('À vendre', 'A vendre')).toBe(true)
  })

  it('keeps a module title that says something else, or when one of them is missing', () => {
    expect(repeatsHeading('Ons aanbod in Luxemburg', 'Buitenland')).toBe(false)
    expect(repeatsHeading(null, 'Te koop')).toBe(false)
    expect(repeatsHeading('Te koop', undefined)).toBe(false)
  })
})
