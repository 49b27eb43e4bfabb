import { decodeHTML } from 'entities'

/** Plain text from feed HTML: tags dropped, common entities decoded, whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&[#\w]+;/g, (entity) => decodeHTML(entity))
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * SPEC §9 description cleanup: at most `limit` characters (default 250); the cut moves back to a word
 * boundary when that boundary lies past 80 % of the limit; an ellipsis marks the cut.
 */
export function truncateDescription(text: string | null | undefined, limit = 250): string {
  const clean = plainText(text)
  if (clean.length <= limit) return clean
  const cut = clean.slice(0, limit)
  const boundary = cut.lastIndexOf(' ')
  const kept = boundary > limit * 0.8 ? cut.slice(0, boundary) : cut
  return `${kept.replace(/[\s,;:.\-–]+$/, '')}…`
}
