import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ItemList } from './ItemList'

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ key: index, node: <article className="card">Item {index + 1}</article> }))

describe('ItemList: the same cards in the layout of their view (ADR 0075)', () => {
  it('lays a single view out as features, one to a row', () => {
    const html = renderToStaticMarkup(<ItemList layout="features" perRow={4} items={items(2)} />)
    expect(html).toBe(
      '<ol class="item-list features" style="--per-row:1;--per-row-md:1"><li class="features__item"><article class="card">Item 1</article></li><li class="features__item"><article class="card">Item 2</article></li></ol>',
    )
  })

  it('makes the first of a news list its lead, and no more columns than rows beside it', () => {
    const html = renderToStaticMarkup(<ItemList layout="news" perRow={3} items={items(3)} />)
    expect(html).toContain('<ol class="item-list news" style="--per-row:2;--per-row-md:2">')
    expect(html.match(/class="news__lead"/g)).toHaveLength(1)
    expect(html.match(/class="news__item"/g)).toHaveLength(2)
    expect(html.indexOf('news__lead')).toBeLessThan(html.indexOf('Item 1'))
  })

  it('puts cards in a grid of their number per row, two at most on a tablet; a slider or team given here is cards', () => {
    expect(renderToStaticMarkup(<ItemList layout="cards" perRow={4} items={items(2)} />)).toBe(
      '<div class="cards" style="--per-row:4;--per-row-md:2"><article class="card">Item 1</article><article class="card">Item 2</article></div>',
    )
    expect(renderToStaticMarkup(<ItemList layout="slider" perRow={9} items={items(1)} />)).toContain('<div class="cards" style="--per-row:6;')
    expect(renderToStaticMarkup(<ItemList layout="team" perRow={null} items={items(1)} />)).toContain('<div class="cards" style="--per-row:3;')
  })
})
