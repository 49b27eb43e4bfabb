const HEADING = /^(#{2,3}) (.+)$/

const text = (value: string) => [{ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }]

/** One block of the demo's text: a heading when written `## Title` (h2) or `### Title` (h3), else a paragraph. */
function block(value: string) {
  const common = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }
  const heading = HEADING.exec(value)
  if (heading) return { type: 'heading', tag: `h${heading[1]!.length}`, ...common, children: text(heading[2]!.trim()) }
  return { type: 'paragraph', ...common, textFormat: 0, textStyle: '', children: text(value) }
}

/** The demo's text blocks (content/demo/README.md) as a Lexical document, the rich-text format Payload stores. */
export function textBlocksToLexical(blocks: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: blocks.map(block),
    },
  }
}
