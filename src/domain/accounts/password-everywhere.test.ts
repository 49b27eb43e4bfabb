import { describe, expect, it } from 'vitest'

import { everyForm, setsPassword } from '../forms/every-form'
import { parseForm } from '../forms/fields'
import { parseOnServer } from '../forms/server-schema'
import { checkStaffPassword } from '../staff-password'

/** What an attacker tries first: a listed password, and one dressed up with capitals, digits and a symbol. */
const COMMON = ['password1', 'Password2024!', 'password123']

const posted = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

describe('one password rule on every form that sets a password', () => {
  const forms = everyForm()
  const setting = forms.filter(({ form }) => setsPassword(form))

  it('finds the forms that set a password in the specs (keep me informed, the new-password page)', () => {
    expect(setting.map(({ name }) => name)).toEqual(expect.arrayContaining(['account newPassword', expect.stringMatching(/^lead search-profile /)]))
  })

  it('leaves no password being chosen outside a new-password field', () => {
    // A field the browser offers to fill with a new password is either the chosen password or its repetition.
    for (const { name, form } of forms) {
      if (form.fields.some((field) => field.autoComplete === 'new-password')) expect(setsPassword(form), name).toBe(true)
    }
  })

  describe.each(setting)('$name', ({ form }) => {
    const passwordFields = form.fields.filter((field) => field.type === 'new-password' || field.autoComplete === 'new-password')
    const chosen = form.fields.filter((field) => field.type === 'new-password')

    it.each(COMMON)('refuses %s on the server', (password) => {
      const result = parseOnServer(form, posted(Object.fromEntries(passwordFields.map((field) => [field.name, password]))))
      expect(result.ok).toBe(false)
      for (const field of chosen) expect(result.ok ? null : result.errors[field.name]).toBe('passwordCommon')
    })

    it('refuses a short password already in the browser', () => {
      const result = parseForm(form, posted(Object.fromEntries(passwordFields.map((field) => [field.name, 'kort']))))
      for (const field of chosen) expect(result.ok ? null : result.errors[field.name]).toBe('passwordShort')
    })

    it('accepts a good one', () => {
      const result = parseOnServer(form, posted(Object.fromEntries(passwordFields.map((field) => [field.name, 'Zeezicht-en-duinen-7']))))
      for (const field of passwordFields) expect((result.ok ? {} : result.errors)[field.name]).toBeUndefined()
    })
  })

  it('shares the guessable check with the staff rule, which asks 12 characters', () => {
    expect(checkStaffPassword('Password2024!')).toBe('common')
    expect(checkStaffPassword('Zeezicht-en-duinen-7')).toBeNull()
  })
})
