import { describe, expect, it } from 'vitest'

import { textBlocksToLexical } from './lexical'

describe('textBlocksToLexical', () => {
  it('turns "## " and "### " blocks into h2 and h3 headings and the rest into paragraphs', () => {
    const { root } = textBlocksToLexical(['Intro.', '## Uw rechten', 'Tekst.', '### Een klacht indienen', '#### Geen kop', '##Ook geen kop'])
    expect(root.children.map((node) => [node.type, 'tag' in node ? node.tag : null, node.children[0]!.text])).toEqual([
      ['paragraph', null, 'Intro.'],
      ['heading', 'h2', 'Uw rechten'],
      ['paragraph', null, 'Tekst.'],
      ['heading', 'h3', 'Een klacht indienen'],
      ['paragraph', null, '#### Geen kop'],
      ['paragraph', null, '##Ook geen kop'],
    ])
  })
})
