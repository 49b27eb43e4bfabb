import { slugify } from './slug'

/**
 * Headings of a rich text and the table of contents above it. The text is Payload's Lexical
 * document; only the shape the outline reads is named here, so the rule stays free of the editor's types.
 */
export type RichTextNode = { type: string; tag?: string; text?: string; children?: readonly RichTextNode[] }

export type Anchor<N extends RichTextNode = RichTextNode> = { node: N; level: number; text: string; id: string }
export type ContentsEntry = { id: string; text: string; children: ContentsEntry[] }

/** A text gets a table of contents from this many headings (h2 and h3) on. */
export const CONTENTS_MIN_HEADINGS = 3
/** Long headings give ids a reader can still take in: cut at a word's end. */
const MAX_ID_LENGTH = 60

/** What a reader sees of a node: its words, with line breaks and runs of spaces as one space. */
export function plainText(node: RichTextNode): string {
  const collect = (current: RichTextNode): string =>
    current.type === 'linebreak' ? ' ' : (current.text ?? '') + (current.children ?? []).map(collect).join('')
  return collect(node).replace(/\s+/g, ' ').trim()
}

function slugOf(text: string): string {
  const slug = slugify(text)
  if (slug.length <= MAX_ID_LENGTH) return slug || 'section'
  const cut = slug.slice(0, MAX_ID_LENGTH + 1)
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : MAX_ID_LENGTH)
}

/**
 * Every heading of the text with the id it gets, in reading order: the slug of its words, made unique on the
 * page by -2, -3… in order, never one of `taken` (ids the page already uses). The same text always gives the
 * same ids, so a link to a section keeps working until its heading is renamed. Headings without words get no
 * id and stay out of the contents.
 */
export function anchorHeadings<N extends RichTextNode>(root: { children?: readonly N[] }, taken: Iterable<string> = []): Anchor<N>[] {
  const used = new Set(taken)
  const anchors: Anchor<N>[] = []
  const visit = (node: N) => {
    const level = node.type === 'heading' ? /^h([1-6])$/.exec(node.tag ?? '')?.[1] : undefined
    if (level) {
      const text = plainText(node)
      if (!text) return
      const base = slugOf(text)
      let id = base
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`
      used.add(id)
      anchors.push({ node, level: Number(level), text, id })
      return
    }
    for (const child of (node.children ?? []) as readonly N[]) visit(child)
  }
  for (const node of root.children ?? []) visit(node)
  return anchors
}

/**
 * The table of contents of these headings: each h2 with the h3s under it nested (an h3 before any h2 stands
 * on its own), or nothing when there are fewer than CONTENTS_MIN_HEADINGS of them.
 */
export function tableOfContents(headings: readonly Pick<Anchor, 'id' | 'level' | 'text'>[]): ContentsEntry[] {
  const listed = headings.filter(({ level }) => level === 2 || level === 3)
  if (listed.length < CONTENTS_MIN_HEADINGS) return []
  const entries: ContentsEntry[] = []
  let section: ContentsEntry | null = null
  for (const { id, text, level } of listed) {
    const entry: ContentsEntry = { id, text, children: [] }
    if (level === 3 && section) {
      section.children.push(entry)
    } else {
      entries.push(entry)
      if (level === 2) section = entry
    }
  }
  return entries
}
