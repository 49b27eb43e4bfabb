/**
 * SPEC §5 phone formatting: 10 digits become groups 4-2-2-2 (0475 12 34 56), 9 digits become 3-2-2-2
 * (059 70 12 30); anything else is returned unchanged.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/[\s./-]/g, '')
  if (!/^\d+$/.test(digits)) return raw
  const groups = digits.length === 10 ? [4, 2, 2, 2] : digits.length === 9 ? [3, 2, 2, 2] : null
  if (!groups) return raw
  let index = 0
  return groups.map((size) => digits.slice(index, (index += size))).join(' ')
}

/** A tel: link target in international form for Belgian numbers (059… → +3259…). */
export function phoneHref(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('0') && !digits.startsWith('00') ? `+32${digits.slice(1)}` : digits}`
}
