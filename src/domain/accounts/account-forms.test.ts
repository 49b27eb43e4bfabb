import { describe, expect, it } from 'vitest'

import { checkEmail, EMAIL_MAX, PASSWORD_SET_QUERY, readLoginForm, readNewPasswordForm, readReminderForm, saysPasswordSet } from './account-forms'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('the login form', () => {
  it('needs an e-mail and a password, and trims the address only', () => {
    expect(readLoginForm(form({ email: '  an@example.be ', password: ' geheim ' }))).toEqual({ ok: true, value: { email: 'an@example.be', password: ' geheim ' } })
    expect(readLoginForm(form({ email: ' ', password: '' }))).toEqual({ ok: false, errors: { email: 'emailRequired', password: 'passwordRequired' } })
    expect(readLoginForm(new FormData())).toEqual({ ok: false, errors: { email: 'emailRequired', password: 'passwordRequired' } })
  })

  it('leaves a malformed address to the login itself (the same §8 answer as any other failure)', () => {
    expect(readLoginForm(form({ email: 'geen-adres', password: 'iets-langs' }))).toMatchObject({ ok: true })
  })
})

describe('the reminder form', () => {
  it('tells a missing or malformed address', () => {
    expect(readReminderForm(form({ email: '' }))).toEqual({ ok: false, errors: { email: 'emailRequired' } })
    expect(readReminderForm(form({ email: 'jean.dubois@' }))).toEqual({ ok: false, errors: { email: 'emailInvalid' } })
    expect(readReminderForm(form({ email: ' Jean.Dubois@example.be ' }))).toEqual({ ok: true, value: { email: 'Jean.Dubois@example.be' } })
  })

  it('refuses an address longer than mail allows', () => {
    const long = `${'a'.repeat(EMAIL_MAX - '@example.be'.length + 1)}@example.be`
    expect(checkEmail(long)).toBe('emailInvalid')
    expect(checkEmail(long.slice(1))).toBeNull()
  })
})

describe('the new-password form', () => {
  it('applies the account password rule, then asks for the same password twice', () => {
    expect(readNewPasswordForm(form({ token: 't', password: '', confirmation: '' }))).toEqual({ ok: false, errors: { password: 'passwordRequired' } })
    expect(readNewPasswordForm(form({ token: 't', password: 'kort', confirmation: 'kort' }))).toEqual({ ok: false, errors: { password: 'passwordShort' } })
    expect(readNewPasswordForm(form({ token: 't', password: 'password1', confirmation: 'password1' }))).toEqual({ ok: false, errors: { password: 'passwordCommon' } })
    expect(readNewPasswordForm(form({ token: 't', password: 'x'.repeat(201), confirmation: 'x'.repeat(201) }))).toEqual({ ok: false, errors: { password: 'tooLong' } })
    expect(readNewPasswordForm(form({ token: 't', password: 'duinen-en-zee', confirmation: 'duinen-en-zeee' }))).toEqual({ ok: false, errors: { confirmation: 'passwordsDiffer' } })
  })

  it('passes the token and the password on untouched', () => {
    expect(readNewPasswordForm(form({ token: 'abc', password: ' duinen en zee ', confirmation: ' duinen en zee ' }))).toEqual({ ok: true, value: { token: 'abc', password: ' duinen en zee ' } })
  })
})

describe('the login page after a new password', () => {
  it('recognises the query the new-password form redirects with, and only that', () => {
    expect(saysPasswordSet(PASSWORD_SET_QUERY)).toBe(true)
    expect(saysPasswordSet('?utm_source=mail&password=set')).toBe(true)
    expect(saysPasswordSet('')).toBe(false)
    expect(saysPasswordSet('?password=secret')).toBe(false)
  })
})
