import { checkAccountPassword } from '../accounts/password'

import { type FieldForm, parseForm, schemaOf } from './fields'

/**
 * A form's schema as the server runs it: the browser's schema with the whole account password rule on
 * every `new-password` field (the list of common passwords stays out of the browser bundle, ADR 0042).
 * Server only by size, not by secret: importing it in a client component would ship the list.
 */
export const serverSchemaOf = (form: FieldForm) => schemaOf(form, checkAccountPassword)

/** A posted form checked as the server checks it (parseForm with the whole password rule). */
export const parseOnServer = <T = Record<string, unknown>>(form: FieldForm, data: FormData) => parseForm<T>(form, data, checkAccountPassword)
