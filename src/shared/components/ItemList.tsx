import { type CSSProperties, Fragment, type ReactNode } from 'react'

import { itemsPerRow, layoutColumns, type ListLayout } from '@/domain/module-layout'

export type ListedItem = { key: string | number; node: ReactNode }

/**
 * A list of cards in the layout of its module's view (ADR 0075): features one to a row, a news list (its first
 * item the lead, the others as compact rows beside each other), cards `perRow` to a row. The
 * items are the same cards in every layout; the layout's stylesheet (src/styles/layouts.css) arranges them.
 */
export function ItemList({ layout, perRow, items }: { layout: ListLayout; perRow: number | null | undefined; items: ListedItem[] }) {
  // People and slides are the content feature's own lists; given here, they are a grid of cards.
  const shape = layout === 'features' || layout === 'news' ? layout : 'cards'
  const columns = layoutColumns(shape, itemsPerRow(perRow), items.length)
  // Tablets have room for two columns at most; a single view keeps one everywhere.
  const style = { '--per-row': columns, '--per-row-md': Math.min(2, columns) } as CSSProperties
  if (shape === 'features' || shape === 'news') {
    return (
      <ol className={`item-list ${shape}`} style={style}>
        {items.map((item, index) => (
          <li key={item.key} className={shape === 'news' && index === 0 ? 'news__lead' : `${shape}__item`}>
            {item.node}
          </li>
        ))}
      </ol>
    )
  }
  return (
    <div className="cards" style={style}>
      {items.map((item) => (
        <Fragment key={item.key}>{item.node}</Fragment>
      ))}
    </div>
  )
}
