import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getEnv } from '@/server/env'

export type Crumb = { label: string; href?: string }

/** Breadcrumb trail with its schema.org BreadcrumbList, starting at home. */
export async function Breadcrumb({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const trail: Crumb[] = [{ label: t('home'), href: publicPath('/', locale) }, ...items]
  const site = getEnv().SITE_URL
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(crumb.href, site).toString() } : {}),
    })),
  }
  return (
    <nav className="breadcrumb container" aria-label={t('breadcrumb')}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href && index < trail.length - 1 ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </nav>
  )
}
