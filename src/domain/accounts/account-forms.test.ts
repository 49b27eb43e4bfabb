import { describe, expect, it } from 'vitest'

import { parseForm } from '../forms/fields'
import { parseOnServer } from '../forms/server-schema'
import { ACCOUNT_FORMS, LOGGED_OUT_QUERY, PASSWORD_SET_QUERY, saysLoggedOut, saysPasswordSet } from './account-forms'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('the login form', () => {
  const login = (data: FormData) => parseOnServer(ACCOUNT_FORMS.login, data)
  it('needs an e-mail and a password, and trims the address only', () => {
    expect(login(form({ email: '  an@example.be ', password: ' geheim ' }))).toEqual({ ok: true, value: { email: 'an@example.be', password: ' geheim ' } })
    expect(login(form({ email: ' ', password: '' }))).toEqual({ ok: false, errors: { email: 'emailRequired', password: 'passwordRequired' } })
    expect(login(new FormData())).toEqual({ ok: false, errors: { email: 'emailRequired', password: 'passwordRequired' } })
  })

  it('leaves a malformed address to the login itself (the same §8 answer as any other failure)', () => {
    expect(login(form({ email: 'geen-adres', password: 'iets-langs' }))).toMatchObject({ ok: true })
  })
})

describe('the reminder form', () => {
  const reminder = (data: FormData) => parseOnServer(ACCOUNT_FORMS.reminder, data)
  it('tells a missing or malformed address', () => {
    expect(reminder(form({ email: '' }))).toEqual({ ok: false, errors: { email: 'emailRequired' } })
    expect(reminder(form({ email: 'jean.dubois@' }))).toEqual({ ok: false, errors: { email: 'emailInvalid' } })
    expect(reminder(form({ email: ' Jean.Dubois@example.be ' }))).toEqual({ ok: true, value: { email: 'Jean.Dubois@example.be' } })
  })

  it('refuses an address longer than mail allows', () => {
    const long = `${'a'.repeat(254 - '@example.be'.length + 1)}@example.be`
    expect(reminder(form({ email: long }))).toEqual({ ok: false, errors: { email: 'emailInvalid' } })
    expect(reminder(form({ email: long.slice(1) }))).toMatchObject({ ok: true })
  })
})

describe('the new-password form', () => {
  const newPassword = (data: FormData) => parseOnServer(ACCOUNT_FORMS.newPassword, data)
  it('applies the account password rule, then asks for the same password twice', () => {
    expect(newPassword(form({ password: '', confirmation: '' }))).toEqual({ ok: false, errors: { password: 'passwordRequired' } })
    expect(newPassword(form({ password: 'kort', confirmation: 'kort' }))).toEqual({ ok: false, errors: { password: 'passwordShort' } })
    expect(newPassword(form({ password: 'password1', confirmation: 'password1' }))).toEqual({ ok: false, errors: { password: 'passwordCommon' } })
    expect(newPassword(form({ password: 'x'.repeat(201), confirmation: 'x'.repeat(201) }))).toEqual({ ok: false, errors: { password: 'tooLong' } })
    expect(newPassword(form({ password: 'duinen-en-zee', confirmation: 'duinen-en-zeee' }))).toEqual({ ok: false, errors: { confirmation: 'passwordsDiffer' } })
    expect(newPassword(form({ password: 'duinen-en-zee' }))).toEqual({ ok: false, errors: { confirmation: 'passwordsDiffer' } })
  })

  it('passes the password on untouched', () => {
    expect(newPassword(form({ password: ' duinen en zee ', confirmation: ' duinen en zee ' }))).toEqual({ ok: true, value: { password: ' duinen en zee ', confirmation: ' duinen en zee ' } })
  })

  it('checks the length in the browser, where the list of common passwords is not loaded', () => {
    expect(parseForm(ACCOUNT_FORMS.newPassword, form({ password: 'kort', confirmation: 'kort' }))).toEqual({ ok: false, errors: { password: 'passwordShort' } })
    expect(parseForm(ACCOUNT_FORMS.newPassword, form({ password: 'password1', confirmation: 'password1' }))).toMatchObject({ ok: true })
  })
})

describe('the login page after a new password', () => {
  it('recognises the query the new-password form redirects with, and only that', () => {
    expect(saysPasswordSet(PASSWORD_SET_QUERY)).toBe(true)
    expect(saysPasswordSet('?utm_source=mail&password=set')).toBe(true)
    expect(saysPasswordSet('')).toBe(false)
    expect(saysPasswordSet('?password=secret')).toBe(false)
    expect(saysLoggedOut(LOGGED_OUT_QUERY)).toBe(true)
    expect(saysLoggedOut('?session=other')).toBe(false)
    expect(saysLoggedOut(PASSWORD_SET_QUERY)).toBe(false)
  })
})
