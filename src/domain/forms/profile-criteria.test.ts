import { describe, expect, it } from 'vitest'

import { fieldErrors } from './fields'
import { FORMS, readForm, schemaOf } from './forms'
import { PROFILE_CRITERIA, PROFILE_CRITERIA_FORM } from './profile-criteria'

const errorsOf = (input: Record<string, unknown>) => {
  const result = schemaOf(PROFILE_CRITERIA_FORM).safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

const valid = { goal: 'rent', propertyTypes: ['3'], regions: ['1', '4'], priceMin: '', priceMax: '1.200', minBedrooms: '2' }

describe('the criteria a search-profile holder changes', () => {
  it('are the keep-me-informed fields, declared once there', () => {
    expect(PROFILE_CRITERIA_FORM.fields.map((field) => field.name)).toEqual([...PROFILE_CRITERIA])
    for (const field of PROFILE_CRITERIA_FORM.fields) expect(FORMS['search-profile'].fields).toContain(field)
  })

  it('accepts a change and reads money and numbers as the form does', () => {
    expect(schemaOf(PROFILE_CRITERIA_FORM).parse(valid)).toEqual({
      goal: 'rent',
      propertyTypes: ['3'],
      regions: ['1', '4'],
      priceMin: null,
      priceMax: 1200,
      minBedrooms: 2,
      minBathrooms: null,
      minGarages: null,
      minParkings: null,
    })
  })

  it('keeps the rules of the form: a type, a zone, a goal, numbers in range, a minimum below the maximum', () => {
    expect(errorsOf({ ...valid, goal: '', propertyTypes: [], regions: [] })).toEqual({ goal: 'goalRequired', propertyTypes: 'atLeastOneType', regions: 'atLeastOneZone' })
    expect(errorsOf({ ...valid, minBedrooms: '21', minGarages: 'twee' })).toEqual({ minBedrooms: 'number', minGarages: 'number' })
    expect(errorsOf({ ...valid, priceMin: '400.000', priceMax: '300.000' })).toEqual({ priceMax: 'priceRange' })
  })

  it('asks no password and no personal data', () => {
    const data = new FormData()
    for (const [name, value] of Object.entries({ ...valid, password: 'x', email: 'someone@example.be' })) for (const item of [value].flat()) data.append(name, item)
    expect(Object.keys(readForm(PROFILE_CRITERIA_FORM, data))).toEqual([...PROFILE_CRITERIA])
  })
})
