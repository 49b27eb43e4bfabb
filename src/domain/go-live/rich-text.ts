/**
 * The words of a Lexical rich text (Payload's editor state: `{ root: { children: [...] } }`), paragraphs on
 * their own lines. Enough to judge whether a text is filled in; not a renderer.
 */
type LexicalNode = { text?: unknown; children?: unknown; type?: unknown }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote', 'tablecell'])

function collect(node: unknown, lines: string[]): void {
  if (!node || typeof node !== 'object') return
  const { text, children, type } = node as LexicalNode
  if (typeof text === 'string') lines[lines.length - 1] += text
  if (Array.isArray(children)) for (const child of children) collect(child, lines)
  if (typeof type === 'string' && BLOCKS.has(type)) lines.push('')
}

export function textOfRichText(value: unknown): string {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : ''
  const lines = ['']
  collect((value as { root?: unknown }).root ?? value, lines)
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}
