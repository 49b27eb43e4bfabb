import { describe, expect, it } from 'vitest'

import { fieldErrors, isCalendarDate, isEmpty, todayInBelgium } from './fields'
import { FORMS, formOf, type LeadKind, LEAD_KINDS, offersBrochure, PROPERTY_THANK_YOU_FORMS, readForm, schemaOf, thankYouTarget } from './forms'

const siteContactSchema = schemaOf(FORMS['site-contact'])

const valid = { salutation: 'ms', firstName: 'An', lastName: 'Peeters', email: 'an.peeters@example.be', phone: '0475 12 34 56', message: 'Graag meer info.', privacy: 'on' }

const errorsOf = (input: Record<string, unknown>, kind: LeadKind = 'site-contact') => {
  const result = schemaOf(FORMS[kind]).safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('SPEC §5 empty test', () => {
  it.each([null, undefined, '', ' ', '\t\n'])('%o is empty', (value) => expect(isEmpty(value)).toBe(true))
  it.each(['a', ' a ', '0', 0, false])('%o is not empty', (value) => expect(isEmpty(value)).toBe(false))
})

describe('site contact form', () => {
  it('accepts a complete form and cleans it up', () => {
    const result = siteContactSchema.parse({ ...valid, firstName: '  An ', timeSlots: ['10:00-13:00', '16:00-19:00'], newsletter: 'on' })
    expect(result).toEqual({
      salutation: 'ms',
      firstName: 'An',
      lastName: 'Peeters',
      email: 'an.peeters@example.be',
      phone: '0475 12 34 56',
      message: 'Graag meer info.',
      timeSlots: ['10:00-13:00', '16:00-19:00'],
      newsletter: true,
      privacy: true,
    })
  })

  it('treats blank optional fields as absent', () => {
    expect(siteContactSchema.parse({ ...valid, salutation: '', phone: '   ' })).toMatchObject({ salutation: null, phone: null, timeSlots: [], newsletter: false })
  })

  it('reports every required field that is empty or blank as required', () => {
    expect(errorsOf({ firstName: ' ', lastName: '', email: null, message: '\n' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      message: 'required',
      privacy: 'consent',
    })
  })

  it.each(['an', 'an@', '@example.be', 'an peeters@example.be', 'an@example'])('refuses the e-mail address %s', (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'email' })
  })

  it.each(['12', '0475', 'call me', '+32 475 12 34 56 78 90 12'])('refuses the phone number %s', (phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({ phone: 'phone' })
  })

  it.each(['+32 475 12 34 56', '059/70.12.30', '0475-12-34-56'])('accepts the phone number %s', (phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({})
  })

  it('refuses tampered choices and oversized text', () => {
    expect(errorsOf({ ...valid, salutation: 'sir', timeSlots: ['13-16'], firstName: 'x'.repeat(121), message: 'y'.repeat(5001) })).toEqual({
      salutation: 'invalid',
      timeSlots: 'invalid',
      firstName: 'tooLong',
      message: 'tooLong',
    })
  })

  it('needs the privacy statement accepted', () => {
    expect(errorsOf({ ...valid, privacy: undefined })).toEqual({ privacy: 'consent' })
  })
})

const person = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', phone: '0475123456', privacy: 'on' }
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' })

describe('every form', () => {
  it.each(LEAD_KINDS)('%s refuses an empty post, naming its required fields and the consent', (kind) => {
    const errors = errorsOf({}, kind)
    const required = FORMS[kind].fields.filter((field) => field.required).map((field) => field.name)
    expect(Object.keys(errors).sort()).toEqual([...required, 'privacy'].sort())
    expect(errors.privacy).toBe('consent')
  })

  it.each(LEAD_KINDS)('%s refuses a field that is not on the form', (kind) => {
    // The post, as the server reads it, keeps the form's own fields and drops everything else…
    const posted = new FormData()
    for (const field of FORMS[kind].fields) posted.append(field.name, 'x')
    posted.append('isAdmin', 'true')
    posted.append('delivery', 'sent')
    expect(Object.keys(readForm(FORMS[kind], posted)).sort()).toEqual(FORMS[kind].fields.map((field) => field.name).sort())
    // …and the form's rules drop an extra field even when it reaches them.
    const checked = schemaOf(FORMS[kind]).safeParse({ isAdmin: true, delivery: 'sent' })
    if (checked.success) expect(checked.data).not.toHaveProperty('isAdmin')
    else expect(Object.keys(fieldErrors(checked.error))).not.toContain('isAdmin')
  })

  it('drops a field that is not on the form from a valid post', () => {
    expect(siteContactSchema.parse({ ...valid, isAdmin: true, delivery: 'sent' })).not.toHaveProperty('isAdmin')
    expect(siteContactSchema.parse({ ...valid, isAdmin: true, delivery: 'sent' })).not.toHaveProperty('delivery')
  })
})

describe('the brochure request (SPEC §3)', () => {
  it('is offered on the forms about one property a visitor asks about or visits, never one that mails a third party', () => {
    expect(LEAD_KINDS.filter((kind) => offersBrochure(FORMS[kind]))).toEqual(['contact-me', 'visit-request', 'contact-appointment'])
    expect(FORMS['send-to-friend'].fields.map((field) => field.name)).not.toContain('brochure')
    expect(FORMS['contact-construction'].fields.map((field) => field.name)).not.toContain('brochure')
  })

  it('is a box: ticked is true, anything else false, never required', () => {
    const form = { firstName: 'An', lastName: 'Peeters', email: 'an.peeters@example.be', phone: '0475 12 34 56', privacy: 'on' }
    expect(schemaOf(FORMS['contact-me']).parse({ ...form, brochure: 'on' })).toMatchObject({ brochure: true })
    expect(schemaOf(FORMS['contact-me']).parse(form)).toMatchObject({ brochure: false })
    expect(schemaOf(FORMS['contact-me']).parse({ ...form, brochure: 'https://spam.example' })).toMatchObject({ brochure: false })
  })
})

describe('search profile (keep me informed)', () => {
  const profile = { ...person, salutation: 'mr', password: 'zeedijk-2026', passwordConfirm: 'zeedijk-2026', goal: 'buy', propertyTypes: ['3'], regions: ['1', '2'], privacy: 'on' }

  it('accepts a complete profile with numbers typed the Belgian way', () => {
    expect(schemaOf(FORMS['search-profile']).parse({ ...profile, priceMin: '150.000', priceMax: '325 000', minBedrooms: '2' })).toMatchObject({ priceMin: 150000, priceMax: 325000, minBedrooms: 2, propertyTypes: ['3'] })
  })

  it('needs at least one property type and one zone (SPEC §5)', () => {
    expect(errorsOf({ ...profile, propertyTypes: [], regions: undefined }, 'search-profile')).toEqual({ propertyTypes: 'atLeastOneType', regions: 'atLeastOneZone' })
  })

  it('needs identical passwords under the account rule (the confirmation only repeats it)', () => {
    expect(errorsOf({ ...profile, passwordConfirm: 'zeedijk-2027' }, 'search-profile')).toEqual({ passwordConfirm: 'passwordsDiffer' })
    expect(errorsOf({ ...profile, password: 'kort', passwordConfirm: 'kort' }, 'search-profile')).toEqual({ password: 'passwordShort' })
  })

  it('needs the goal, and a minimum price not above the maximum', () => {
    expect(errorsOf({ ...profile, goal: '', priceMin: '400000', priceMax: '300000' }, 'search-profile')).toEqual({ goal: 'goalRequired', priceMax: 'priceRange' })
  })

  it('asks no phone or salutation (alerts go by e-mail) unless the agency asks for both, then both are required', () => {
    const names = (form: typeof FORMS['search-profile']) => form.fields.map((field) => field.name)
    expect(names(formOf('search-profile'))).not.toContain('phone')
    expect(names(formOf('search-profile'))).not.toContain('salutation')
    expect(schemaOf(formOf('search-profile')).parse({ ...profile, phone: undefined, salutation: undefined })).not.toHaveProperty('phone')
    const asking = formOf('search-profile', { alertAsksPhone: true })
    expect(names(asking).slice(0, 5)).toEqual(['salutation', 'firstName', 'lastName', 'email', 'phone'])
    const errors = schemaOf(asking).safeParse({ ...profile, salutation: ' ', phone: '' })
    expect(errors.success ? {} : fieldErrors(errors.error)).toEqual({ salutation: 'required', phone: 'required' })
    expect(schemaOf(asking).parse(profile)).toMatchObject({ salutation: 'mr', phone: '0475123456' })
  })

  it.each(['abc', '-1', '2.5', '21'])('refuses %s bedrooms', (minBedrooms) => {
    expect(errorsOf({ ...profile, minBedrooms }, 'search-profile')).toEqual({ minBedrooms: 'number' })
  })

  it('refuses ids that are not ids', () => {
    expect(errorsOf({ ...profile, regions: ['1; DROP TABLE'] }, 'search-profile')).toEqual({ regions: 'invalid' })
  })
})

describe('dates', () => {
  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '31-12-2026', '2026-1-1', ''])('%s is not a calendar date', (value) => expect(isCalendarDate(value)).toBe(false))
  it.each(['2028-02-29', '2026-12-31'])('%s is a calendar date', (value) => expect(isCalendarDate(value)).toBe(true))

  it('today is the Belgian day', () => {
    expect(todayInBelgium(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23')
  })

  it('a visit needs a complete date that is not in the past, and a time slot', () => {
    const visit = { ...person, timeSlots: ['13:00-16:00'] }
    expect(errorsOf({ ...visit, visitDate: inDays(3) }, 'visit-request')).toEqual({})
    expect(errorsOf({ ...visit, visitDate: '' }, 'visit-request')).toEqual({ visitDate: 'visitDateRequired' })
    expect(errorsOf({ ...visit, visitDate: '2026-02-30' }, 'visit-request')).toEqual({ visitDate: 'dateInvalid' })
    expect(errorsOf({ ...visit, visitDate: inDays(-2) }, 'visit-request')).toEqual({ visitDate: 'dateInPast' })
    expect(errorsOf({ ...visit, visitDate: inDays(1), timeSlots: [] }, 'visit-request')).toEqual({ timeSlots: 'timeSlotsRequired' })
  })
})

describe('the other forms', () => {
  it('send to a friend: the friend\'s e-mail missing or invalid has its own message', () => {
    const base = { name: 'An', email: 'an@example.be', privacy: 'on' }
    expect(errorsOf({ ...base, friendEmail: '' }, 'send-to-friend')).toEqual({ friendEmail: 'friendEmail' })
    expect(errorsOf({ ...base, friendEmail: 'jan@' }, 'send-to-friend')).toEqual({ friendEmail: 'friendEmail' })
    expect(errorsOf({ ...base, friendEmail: 'jan@example.be' }, 'send-to-friend')).toEqual({})
  })

  it('free valuation: the address must be given', () => {
    expect(errorsOf({ ...person, street: ' ', zip: '8400', city: 'Oostende', propertyType: '3' }, 'free-valuation')).toEqual({ street: 'valuationAddress' })
  })

  it('free valuation: the property type must be chosen (SPEC §5)', () => {
    const valuation = { ...person, street: 'Kapellestraat 5', zip: '8400', city: 'Oostende' }
    expect(errorsOf({ ...valuation, propertyType: '' }, 'free-valuation')).toEqual({ propertyType: 'typeNotChosen' })
    expect(errorsOf(valuation, 'free-valuation')).toEqual({ propertyType: 'typeNotChosen' })
    expect(errorsOf({ ...valuation, propertyType: 'villa' }, 'free-valuation')).toEqual({ propertyType: 'invalid' })
    expect(errorsOf({ ...valuation, propertyType: '3' }, 'free-valuation')).toEqual({})
  })

  it('free valuation, short (seller pages): who, how to reach them and the address, nothing else required', () => {
    const short = formOf('free-valuation', { short: true })
    expect(short.kind).toBe('free-valuation')
    expect(short.fields.map((field) => field.name)).toEqual(['firstName', 'lastName', 'email', 'phone', 'street', 'zip', 'city', 'privacy'])
    const valuation = { ...person, street: 'Kapellestraat 5', zip: '8400', city: 'Oostende' }
    expect(schemaOf(short).safeParse(valuation).success).toBe(true)
    const missing = schemaOf(short).safeParse({ ...valuation, street: '', phone: '' })
    expect(missing.success ? {} : fieldErrors(missing.error)).toEqual({ street: 'valuationAddress', phone: 'required' })
    // The short version belongs to the valuation only; the full form is unchanged.
    expect(formOf('offer-to-purchase', { short: true })).toBe(FORMS['offer-to-purchase'])
    expect(formOf('free-valuation')).toBe(FORMS['free-valuation'])
  })

  it('send to a friend asks no message: the friend\'s mail never carries one (ADR 0012)', () => {
    expect(FORMS['send-to-friend'].fields.map((field) => field.name)).toEqual(['name', 'email', 'friendEmail', 'privacy'])
  })

  it.each(['visit-request', 'rent-application', 'offer-to-purchase'] as const)('%s refuses a past date', (kind) => {
    const date = FORMS[kind].fields.find((field) => field.type === 'date')
    expect(date).toMatchObject({ type: 'date', future: true })
    expect(errorsOf({ [date!.name]: inDays(-1) }, kind)[date!.name]).toBe('dateInPast')
    expect(errorsOf({ [date!.name]: inDays(0) }, kind)[date!.name]).toBeUndefined()
  })

  it('rent application: children need their ages, incomes are numbers', () => {
    const application = { ...person, adults: '2', movingDate: inDays(30), income1: '2.450,50' }
    expect(schemaOf(FORMS['rent-application']).parse(application)).toMatchObject({ adults: 2, income1: 2450.5, children: null })
    expect(errorsOf({ ...application, children: '2' }, 'rent-application')).toEqual({ childrenAges: 'required' })
    expect(errorsOf({ ...application, adults: '0', income1: 'veel' }, 'rent-application')).toEqual({ adults: 'number', income1: 'number' })
  })

  it('offer to purchase: the amount is required and a number', () => {
    const offer = { ...person, street: 'Zeedijk 1', zip: '8400', city: 'Oostende' }
    expect(errorsOf({ ...offer, amount: '' }, 'offer-to-purchase')).toEqual({ amount: 'required' })
    expect(errorsOf({ ...offer, amount: '€ 325.000' }, 'offer-to-purchase')).toEqual({})
  })

  it('newsletter: an e-mail address and the consent are enough', () => {
    expect(errorsOf({ email: 'an@example.be', privacy: 'on' }, 'sign-newsletter')).toEqual({})
  })
})

describe('thankYouTarget: the thank-you page leads back to the property the form was about', () => {
  it('gives every form about a property a thank-you page that can carry its id', () => {
    for (const kind of LEAD_KINDS) {
      const form = FORMS[kind]
      if (['property', 'sale', 'rent'].includes(form.subject) && form.thankYou) expect(PROPERTY_THANK_YOU_FORMS, kind).toContain(form.thankYou)
    }
  })

  it('adds the property only to forms about one, and only a real id', () => {
    expect(thankYouTarget(FORMS['contact-me'], 4000101)).toEqual({ form: 'contact-me', propertyId: 4000101 })
    expect(thankYouTarget(FORMS['offer-to-purchase'], 4000101)).toEqual({ form: 'offer-to-purchase', propertyId: 4000101 })
    expect(thankYouTarget(FORMS['contact-me'], null)).toEqual({ form: 'contact-me', propertyId: null })
    for (const id of [0, -3, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) expect(thankYouTarget(FORMS['contact-me'], id), String(id)).toEqual({ form: 'contact-me', propertyId: null })
    expect(thankYouTarget(FORMS['site-contact'], 4000101)).toEqual({ form: 'site-contact', propertyId: null })
    expect(thankYouTarget({ subject: 'project', thankYou: 'contact-me' }, 4000101)).toEqual({ form: 'contact-me', propertyId: null })
    expect(thankYouTarget({ subject: 'property', thankYou: null }, 4000101)).toBeNull()
  })
})

describe('required messages written for their field (issue 23)', () => {
  // "{field} is a required field" reads wrong with a group's label ("When may we call you?", "I want to"),
  // a file, or a date one chooses: each of those says in its own words what is missing.
  it('gives every required choice group, date and file of every form its own required message', async () => {
    const { everyForm } = await import('./every-form')
    for (const { name, form } of everyForm()) {
      for (const field of form.fields) {
        if (!field.required || !['radio', 'checkboxes', 'date', 'file'].includes(field.type)) continue
        const message = field.type === 'checkboxes' ? (field.minError ?? field.requiredError) : field.requiredError
        expect(message ?? 'required', `${name}: ${field.name}`).not.toBe('required')
      }
    }
  })
})
