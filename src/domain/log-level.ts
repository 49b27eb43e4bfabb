/**
 * Which of Payload's error lines are not errors of the site. Payload logs an API error at the level its
 * config names for the error's class (`loggingLevels`, Forbidden/NotFound/ValidationError are "info"), but
 * the production build minifies class names: a refused request then logs as `name: "o"`, at level error,
 * with a stack. A 4xx API error is the client's mistake (refused, not found, invalid, too many attempts) and
 * logs one info line; a 5xx or an error without a status stays an error.
 */
export type LoggedError = { err?: unknown; msg?: unknown }

export function clientErrorMessage(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object' || !('err' in entry)) return undefined
  const err = (entry as LoggedError).err
  if (!err || typeof err !== 'object') return undefined
  const status = (err as { status?: unknown }).status
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 499) return undefined
  const message = (err as { message?: unknown }).message
  return `${status}: ${typeof message === 'string' && message ? message : 'refused'}`
}
