import { toInteger, toText } from '../feed/values'

/**
 * Reading Omnicasa's answer envelope `{ "<Method>JsonResult": { Code, Message, Success, Value } }` and a list
 * Value `{ From, To, RowsCount, Items }` (shared/reference/omnicasa-feed.md §0). Numbers may arrive as strings.
 */
export type AnswerProblemKind = 'credentials' | 'api-error' | 'malformed'

export class OmnicasaAnswerError extends Error {
  constructor(
    readonly kind: AnswerProblemKind,
    message: string,
  ) {
    super(message)
    this.name = 'OmnicasaAnswerError'
  }
}

/**
 * No public client shows what a refused login answers: it is Success false like every error, so it is told
 * apart by an HTTP-like code (401, 403) or by what its message says. Anything else that fails is an api-error.
 */
const REFUSED_LOGIN = /\b(log ?in|credential|customer ?name|customer ?password|password|authenticat|unauthori[sz]ed|access denied|not allowed)/i
const REFUSED_LOGIN_CODES = new Set([401, 403])

export type ListValue = { rowsCount: number; from: number | null; to: number | null; items: Record<string, unknown>[] }

/** Parses the body; a body that is not JSON is malformed, with its first characters shown. */
export function parseAnswer(text: string, what: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new OmnicasaAnswerError('malformed', `${what}: the answer is not JSON (${JSON.stringify(text.slice(0, 40))}…)`)
  }
}

function key(object: Record<string, unknown>, name: string): unknown {
  if (name in object) return object[name]
  const found = Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase())
  return found === undefined ? undefined : object[found]
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** The envelope's Value, or why there is none. `what` names the call in messages. */
export function readEnvelope(method: string, json: unknown, what = method): unknown {
  if (!isObject(json)) throw new OmnicasaAnswerError('malformed', `${what}: the answer is not a JSON object`)
  const result = key(json, `${method}JsonResult`) ?? key(json, `${method}Result`)
  if (!isObject(result)) throw new OmnicasaAnswerError('malformed', `${what}: the answer has no ${method}JsonResult`)
  const success = key(result, 'Success')
  const code = toSafeInteger(key(result, 'Code'))
  const message = toText(key(result, 'Message'))?.slice(0, 200) ?? ''
  if (success !== true && success !== 'true') {
    const refused = (code !== null && REFUSED_LOGIN_CODES.has(code)) || REFUSED_LOGIN.test(message)
    throw new OmnicasaAnswerError(refused ? 'credentials' : 'api-error', `${what}: Omnicasa answered Success false, Code ${code ?? '?'}${message ? `: ${message}` : ''}`)
  }
  return key(result, 'Value')
}

function toSafeInteger(value: unknown): number | null {
  try {
    return toInteger(value, 'Code')
  } catch {
    return null
  }
}

/** A list Value: Items must be a list of objects and RowsCount a count, else the answer is malformed. */
export function readList(value: unknown, what: string): ListValue {
  if (!isObject(value)) throw new OmnicasaAnswerError('malformed', `${what}: Value is not a list (${value === null ? 'null' : typeof value})`)
  const items = key(value, 'Items')
  if (!Array.isArray(items) || !items.every(isObject)) throw new OmnicasaAnswerError('malformed', `${what}: Value.Items is not a list of records`)
  const rowsCount = toSafeInteger(key(value, 'RowsCount'))
  if (rowsCount === null || rowsCount < 0) throw new OmnicasaAnswerError('malformed', `${what}: Value.RowsCount is not a count`)
  return { rowsCount, from: toSafeInteger(key(value, 'From')), to: toSafeInteger(key(value, 'To')), items }
}
