import { type Attribute, type AttributeGroup, attributeGroups } from '../attributes'

/**
 * What a property's brochure says (ADR 0030), decided without any framework: the same attributes the
 * property page lists (src/domain/attributes.ts, read as the public reads them, so a hidden price's amounts
 * are simply absent), a few of them as key facts, the place as the public may know it, and a short text.
 */

/** The key facts under the title, in this order, when the property has them. */
const KEY_FACTS = ['bedrooms', 'bathrooms', 'surfaceLiving', 'surfaceGround', 'surfaceTerrace', 'surfaceGarden', 'garages', 'parkings'] as const
const KEY_FACT_COUNT = 4

export type BrochureFacts = { keyFacts: Attribute[]; groups: AttributeGroup[] }

export function brochureFacts(property: Record<string, unknown>): BrochureFacts {
  const groups = attributeGroups(property)
  const all = groups.flatMap((group) => group.items)
  const keyFacts = KEY_FACTS.flatMap((key) => all.filter((item) => item.key === key)).slice(0, KEY_FACT_COUNT)
  return { keyFacts, groups }
}

type Place = { publishAddress?: boolean | null; street?: string | null; houseNumber?: string | null; boxNumber?: string | null; zip?: string | null; city?: string | null }

/** The street line only when the agency publishes the address (anything but true hides it, ADR 0009); the town always. */
export function brochurePlace(place: Place): { street: string | null; town: string } {
  const street =
    place.publishAddress === true && place.street?.trim()
      ? [place.street.trim(), place.houseNumber?.trim(), place.boxNumber?.trim() ? `/${place.boxNumber.trim()}` : null].filter(Boolean).join(' ')
      : null
  return { street, town: [place.zip?.trim(), place.city?.trim()].filter(Boolean).join(' ') }
}

/** The description's first paragraphs up to `max` characters, cut between words with an ellipsis. */
export function excerpt(text: string | null | undefined, max: number): string {
  const paragraphs = (text ?? '')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  let kept = ''
  for (const paragraph of paragraphs) {
    const next = kept ? `${kept}\n\n${paragraph}` : paragraph
    if (next.length <= max) {
      kept = next
      continue
    }
    if (!kept) {
      const cut = paragraph.slice(0, max - 1)
      const space = cut.lastIndexOf(' ')
      kept = `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`
    }
    break
  }
  return kept
}

/**
 * Text as the PDF's font can draw it and a PDF lays it out: French number grouping uses the narrow no-break
 * space (U+202F), which the embedded font lacks, so it becomes an ordinary no-break space; subscript digits
 * (CO₂) become plain ones; the space French puts before : ; ! ? » and after « never breaks a line; other
 * invisible controls go.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u202f\u2009]/g, '\u00a0')
    .replace(/[\u2080-\u2089]/g, (digit) => String(digit.charCodeAt(0) - 0x2080))
    .replace(/ (?=[:;!?»])/g, '\u00a0')
    .replace(/« /g, '«\u00a0')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u200b\u2028\u2029]/g, '')
}

/** The brochure's file name in a route: `<CRM id>.pdf`, nothing else. */
export function brochureIdFromFile(file: string): number | null {
  const match = /^(\d{1,15})\.pdf$/.exec(file)
  const id = match ? Number(match[1]) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The name a download is saved under: 'brochure-zd-2001.pdf' from the reference, else the CRM id. */
export function brochureDownloadName(reference: string | null | undefined, externalId: number | string): string {
  const slug = (reference ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return `brochure-${slug || String(externalId)}.pdf`
}

/** A long URL in lines of at most `max` characters, broken after a slash where it can be (a PDF breaks only at spaces). */
export function urlLines(url: string, max: number): string[] {
  const lines: string[] = []
  let rest = url
  while (rest.length > max) {
    const slash = rest.lastIndexOf('/', max - 1)
    const cut = slash > max / 3 ? slash + 1 : max
    lines.push(rest.slice(0, cut))
    rest = rest.slice(cut)
  }
  if (rest) lines.push(rest)
  return lines
}

/**
 * The dark modules of a QR code as one SVG path (1 unit per module), drawn as vectors: sharp at any print
 * size and a few hundred bytes in the PDF. `data` is the module matrix row by row, truthy for dark.
 */
export function qrPath(size: number, data: ArrayLike<number | boolean>): string {
  const parts: string[] = []
  for (let row = 0; row < size; row++) {
    let column = 0
    while (column < size) {
      if (!data[row * size + column]) {
        column++
        continue
      }
      const start = column
      while (column < size && data[row * size + column]) column++
      parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`)
    }
  }
  return parts.join('')
}
