import type { ContentsEntry } from '@/domain/table-of-contents'

import styles from './TableOfContents.module.css'

/** The id of the contents' own title, which labels the navigation; no heading of the text may take it. */
export const CONTENTS_TITLE_ID = 'contents-title'
/** From this many sections the list takes two columns on wider screens. */
const LONG_LIST = 6

function Entries({ entries }: { entries: ContentsEntry[] }) {
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {entry.children.length > 0 && <Entries entries={entry.children} />}
        </li>
      ))}
    </ol>
  )
}

/** Links to the sections of the text below: plain anchors, so they work without JavaScript. */
export function TableOfContents({ entries, label }: { entries: ContentsEntry[]; label: string }) {
  return (
    <nav className={entries.length >= LONG_LIST ? `${styles.contents} ${styles.long}` : styles.contents} aria-labelledby={CONTENTS_TITLE_ID}>
      <p className={styles.title} id={CONTENTS_TITLE_ID}>
        {label}
      </p>
      <Entries entries={entries} />
    </nav>
  )
}
