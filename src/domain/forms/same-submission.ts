/**
 * Whether a form posted again is the one already stored under the same captcha solution: a post that nginx
 * sent to the other instance when the first died before answering (ADR 0065), or the visitor's second press.
 * Such a post is answered as the first was; anything else (the solution reused for another message, another
 * address) is refused as a used captcha, so nothing a visitor changed is ever silently dropped.
 *
 * Files are not compared (the stored lead keeps a file's name, not its bytes): a form with a file is the
 * same when everything else is.
 */
export function isSameSubmission(stored: Record<string, unknown> | null | undefined, posted: Record<string, unknown>): boolean {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return false
  const comparable = Object.keys(posted).filter((name) => posted[name] !== undefined && !isFile(posted[name]))
  const storedNames = Object.keys(stored).filter((name) => stored[name] !== undefined && !isFile(posted[name]))
  if (storedNames.length !== comparable.length) return false
  return comparable.every((name) => canonical(stored[name]) === canonical(posted[name]))
}

const isFile = (value: unknown): boolean => typeof Blob !== 'undefined' && value instanceof Blob

/** JSON with object keys in order: a stored value read back from the database compares with the posted one. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : inner,
  )
}
