import { describe, expect, it } from 'vitest'

import { anchorHeadings, plainText, type RichTextNode, tableOfContents } from './table-of-contents'

const text = (value: string): RichTextNode => ({ type: 'text', text: value })
const heading = (tag: string, ...children: RichTextNode[]): RichTextNode => ({ type: 'heading', tag, children })
const paragraph = (value: string): RichTextNode => ({ type: 'paragraph', children: [text(value)] })
const doc = (...children: RichTextNode[]) => ({ children })

describe('plainText', () => {
  it('reads the words of a heading as a reader sees them, through links, formats and line breaks', () => {
    const node = heading('h2', text('Uw '), { type: 'link', children: [text('rechten')] }, { type: 'linebreak' }, text('  en plichten '))
    expect(plainText(node)).toBe('Uw rechten en plichten')
  })
})

describe('anchorHeadings', () => {
  it('gives each heading the slug of its words, in reading order, with its level', () => {
    const anchors = anchorHeadings(doc(heading('h2', text('Wie is verantwoordelijk')), paragraph('…'), heading('h3', text('Exercer vos droits')), heading('h2', text('Größe & Lage'))))
    expect(anchors.map(({ id, level, text }) => ({ id, level, text }))).toEqual([
      { id: 'wie-is-verantwoordelijk', level: 2, text: 'Wie is verantwoordelijk' },
      { id: 'exercer-vos-droits', level: 3, text: 'Exercer vos droits' },
      { id: 'grosse-lage', level: 2, text: 'Größe & Lage' },
    ])
  })

  it('keeps the node, so the renderer puts the id on that very heading', () => {
    const node = heading('h2', text('Cookies'))
    expect(anchorHeadings(doc(paragraph('x'), node))[0]?.node).toBe(node)
  })

  it('makes repeated headings unique on the page, also against a heading that looks like a numbered one', () => {
    const ids = anchorHeadings(doc(heading('h2', text('Vragen')), heading('h3', text('Vragen')), heading('h2', text('Vragen 2')), heading('h2', text('Vragen')))).map((a) => a.id)
    expect(ids).toEqual(['vragen', 'vragen-2', 'vragen-2-2', 'vragen-3'])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('never takes an id the page already uses', () => {
    expect(anchorHeadings(doc(heading('h2', text('Main')), heading('h2', text('Cookie list'))), ['main', 'cookie-list']).map((a) => a.id)).toEqual(['main-2', 'cookie-list-2'])
  })

  it('is stable: the same text gives the same ids every time', () => {
    const build = () => doc(heading('h2', text('Uw keuze wijzigen')), heading('h2', text('Uw keuze wijzigen')))
    expect(anchorHeadings(build()).map((a) => a.id)).toEqual(anchorHeadings(build()).map((a) => a.id))
  })

  it('names a heading without letters or digits "section", leaves out an empty one, and cuts a long one at a word', () => {
    const anchors = anchorHeadings(doc(heading('h2', text('— ? —')), heading('h2', text('   ')), heading('h2', text('Een heel lange titel die maar blijft doorgaan over alles wat wij met uw gegevens doen'))))
    expect(anchors.map((a) => a.id)).toEqual(['section', 'een-heel-lange-titel-die-maar-blijft-doorgaan-over-alles-wat'])
    expect(anchors[1]!.id.length).toBeLessThanOrEqual(60)
  })

  it('finds headings nested in other nodes, and ignores nodes that only look like headings', () => {
    const anchors = anchorHeadings(doc({ type: 'block', children: [heading('h3', text('Binnenin'))] }, heading('h7', text('Geen kop')), { type: 'paragraph', tag: 'h2', children: [text('Ook niet')] }))
    expect(anchors.map((a) => a.id)).toEqual(['binnenin'])
  })
})

describe('tableOfContents', () => {
  const h = (level: number, id: string) => ({ level, id, text: id.toUpperCase() })

  it('lists every h2, with the h3s under it nested', () => {
    expect(tableOfContents([h(2, 'a'), h(3, 'a1'), h(3, 'a2'), h(2, 'b'), h(4, 'b-detail'), h(2, 'c')])).toEqual([
      { id: 'a', text: 'A', children: [{ id: 'a1', text: 'A1', children: [] }, { id: 'a2', text: 'A2', children: [] }] },
      { id: 'b', text: 'B', children: [] },
      { id: 'c', text: 'C', children: [] },
    ])
  })

  it('lets h3s before the first h2 stand on their own', () => {
    expect(tableOfContents([h(3, 'intro'), h(3, 'more'), h(2, 'a'), h(3, 'a1')]).map((e) => [e.id, e.children.map((c) => c.id)])).toEqual([
      ['intro', []],
      ['more', []],
      ['a', ['a1']],
    ])
  })

  it('shows nothing under three headings, h1 and h4 not counted', () => {
    expect(tableOfContents([h(2, 'a'), h(3, 'b')])).toEqual([])
    expect(tableOfContents([h(1, 'title'), h(2, 'a'), h(4, 'x'), h(3, 'b')])).toEqual([])
    expect(tableOfContents([h(2, 'a'), h(3, 'b'), h(2, 'c')])).toHaveLength(2)
  })
})
