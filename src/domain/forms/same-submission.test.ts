import { describe, expect, it } from 'vitest'

import { isSameSubmission } from './same-submission'

describe('isSameSubmission', () => {
  const posted = { firstName: 'Els', email: 'els@example.be', message: 'Graag een telefoontje.', privacy: true, budget: 250_000, days: ['mon', 'fri'] }

  it('is the same post when every field reads back alike, whatever the order of keys', () => {
    const stored = JSON.parse(JSON.stringify({ days: ['mon', 'fri'], budget: 250_000, privacy: true, message: 'Graag een telefoontje.', email: 'els@example.be', firstName: 'Els' }))
    expect(isSameSubmission(stored, posted)).toBe(true)
    expect(isSameSubmission(stored, { ...posted, phone: undefined })).toBe(true)
  })

  it('is another post when a field differs, is added or is missing', () => {
    expect(isSameSubmission({ ...posted, message: 'Een ander bericht.' }, posted)).toBe(false)
    expect(isSameSubmission(posted, { ...posted, email: 'other@example.be' })).toBe(false)
    expect(isSameSubmission(posted, { ...posted, phone: '+32 470 12 34 56' })).toBe(false)
    expect(isSameSubmission({ ...posted, phone: '+32 470 12 34 56' }, posted)).toBe(false)
    expect(isSameSubmission(posted, { ...posted, days: ['mon'] })).toBe(false)
    expect(isSameSubmission(posted, { ...posted, budget: '250000' })).toBe(false)
  })

  it('leaves a file out: the stored lead keeps its name, not its bytes', () => {
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })
    expect(isSameSubmission({ ...posted, cv: 'cv.pdf' }, { ...posted, cv })).toBe(true)
    expect(isSameSubmission({ ...posted, cv: 'cv.pdf', message: 'Ander' }, { ...posted, cv })).toBe(false)
  })

  it('is never the same as nothing stored', () => {
    expect(isSameSubmission(null, posted)).toBe(false)
    expect(isSameSubmission(undefined, posted)).toBe(false)
    expect(isSameSubmission([] as unknown as Record<string, unknown>, posted)).toBe(false)
  })
})
