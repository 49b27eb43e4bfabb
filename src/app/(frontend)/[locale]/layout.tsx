import '../styles.css'

import { notFound, redirect } from 'next/navigation'
import { setRequestLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ConsentBanner } from '@/features/consent/ConsentBanner'
import { getRequestPath, getRequestSearch } from '@/features/i18n/request-path'
import { BackToTop } from '@/features/site/components/BackToTop'
import { RememberLanguage } from '@/features/site/components/RememberLanguage'
import { ScrollWatcher } from '@/features/site/components/ScrollWatcher'
import { SiteFooter } from '@/features/site/components/SiteFooter'
import { SiteHeader } from '@/features/site/components/SiteHeader'
import { getSettings, getSiteLanguages } from '@/features/site/queries'
import { disabledLanguageRedirect } from '@/i18n/detect'
import { isLocale } from '@/i18n/locales'

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { enabled, defaultLocale } = await getSiteLanguages()
  const elsewhere = disabledLanguageRedirect(locale, enabled, defaultLocale)
  if (elsewhere) redirect(elsewhere)
  setRequestLocale(locale)
  const [t, path, search, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getRequestPath(),
    getRequestSearch(),
    getSettings(locale),
  ])
  const isHome = path === `/${locale}/`
  const classes = [isHome ? 'is-home' : '', settings.showLogoAtStart ? 'logo-at-start' : ''].filter(Boolean).join(' ')
  return (
    <html lang={locale} className={classes || undefined}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <SiteHeader locale={locale} path={path} search={search} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter locale={locale} />
        <BackToTop label={t('backToTop')} />
        <ScrollWatcher />
        <RememberLanguage locale={locale} />
        <ConsentBanner locale={locale} />
      </body>
    </html>
  )
}
