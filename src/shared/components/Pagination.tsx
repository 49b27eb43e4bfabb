import { pageWindow } from '@/domain/listing'

type Props = {
  page: number
  pages: number
  href: (page: number) => string
  labels: { navigation: string; previous: string; next: string }
}

/** Page links: previous, the first, the last and two either side of the current one, next (plain links, no JavaScript). */
export function Pagination({ page, pages, href, labels }: Props) {
  if (pages <= 1) return null
  return (
    <nav className="pagination" aria-label={labels.navigation}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          ← {labels.previous}
        </a>
      ) : (
        <span />
      )}
      <ol>
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a href={href(number)} aria-current={number === page ? 'page' : undefined}>
                {number}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <a href={href(page + 1)} rel="next">
          {labels.next} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
