import { getTranslations } from 'next-intl/server'
import type { CSSProperties } from 'react'

import type { Locale } from '@/i18n/locales'
import { isAppPathname, publicPath } from '@/i18n/paths'

import { getSubPages } from '../queries'

/**
 * A page's published sub-pages as cards, in their sort order (SPEC §2.4 Page.sort, `childMenus`): the I-sell
 * page leads to its three seller pages this way. Nothing when the page has none.
 */
export async function SubPages({ parent, locale }: { parent: number; locale: Locale }) {
  const pages = (await getSubPages(parent, locale)).flatMap((page) => (isAppPathname(page.routeKey) ? [{ ...page, href: publicPath(page.routeKey, locale) }] : []))
  if (pages.length === 0) return null
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'subPages' }), getTranslations({ locale, namespace: 'common' })])
  return (
    <section className="sub-pages" aria-labelledby="sub-pages-title">
      <h2 id="sub-pages-title" className="module__title">
        {t('title')}
      </h2>
      <div className="cards" style={{ '--per-row': Math.min(3, pages.length) } as CSSProperties}>
        {pages.map((page) => (
          <article key={page.id} className="card sub-pages__card">
            <div className="card__body">
              <h3 className="card__title">
                <a href={page.href}>{page.title}</a>
              </h3>
              {page.description && <p className="card__text">{page.description}</p>}
              <span className="card__more" aria-hidden="true">
                {common('readMore')} →
              </span>
            </div>
          </article>
        ))}
      </div>
    </section>
  )
}
