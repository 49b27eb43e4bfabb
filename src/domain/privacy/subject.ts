/**
 * How an e-mail address is recognised where it is not a field of its own (ADR 0059): inside a lead's
 * summary ("Marie Dupont <marie@example.be>") and in the headers of a mail copy in the outbox. The address
 * is compared in lower case and as a whole: "an@x.be" is not found in "jan@x.be".
 */

const ADDRESS_CHAR = /[a-z0-9!#$%&'*+/=?^_`{|}~.@-]/i

/** Whether `text` holds `email` as a whole address (the characters around it cannot belong to an address). */
export function mentionsAddress(text: string | null | undefined, email: string): boolean {
  if (!text || !email) return false
  const haystack = text.toLowerCase()
  const needle = email.toLowerCase()
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1]
    const after = haystack[at + needle.length]
    if ((before === undefined || !ADDRESS_CHAR.test(before)) && (after === undefined || !ADDRESS_CHAR.test(after))) return true
  }
  return false
}

/** The recipients' headers (To, Cc, Bcc, folded lines joined) of a mail as written to the outbox. */
export function recipientHeaders(eml: string): string {
  const head = eml.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  return unfolded
    .split(/\r?\n/)
    .filter((line) => /^(to|cc|bcc):/i.test(line))
    .join('\n')
}

/** Whether a mail copy was sent to the address. */
export const mailIsTo = (eml: string, email: string): boolean => mentionsAddress(recipientHeaders(eml), email)
