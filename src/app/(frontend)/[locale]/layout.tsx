import '../styles.css'

import { notFound, redirect } from 'next/navigation'
import { setRequestLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ConsentBanner } from '@/features/consent/routes'
import { AgencyPhoneProvider } from '@/features/errors/routes'
import { BackToTop, RememberLanguage, ScrollWatcher, SiteFooter, SiteHeader } from '@/features/site/routes'
import { getSettings, getSiteLanguages } from '@/shared/site/queries'
import { brandFont } from '@/shared/site/brand-font'
import { disabledLanguageRedirect } from '@/i18n/detect'
import { tagWithEverySource } from '@/server/cached-read'
import { isLocale } from '@/i18n/locales'

/**
 * Public pages are rendered on first request and then served from Next.js's cache until the catalogue or
 * the content changes (ADR 0019): nothing here or below reads the request. No page is rendered at build
 * time (the database belongs to the running site). The hour is a safety net for a change the site was not
 * told about (an import while it was down).
 */
export const generateStaticParams = () => []
export const revalidate = 3600

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { enabled, defaultLocale } = await getSiteLanguages()
  const elsewhere = disabledLanguageRedirect(locale, enabled, defaultLocale)
  if (elsewhere) redirect(elsewhere)
  setRequestLocale(locale)
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getSettings(locale), tagWithEverySource()])
  return (
    <html lang={locale} className={[brandFont.variable, settings.showLogoAtStart ? 'logo-at-start' : null].filter(Boolean).join(' ')}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1}>
          <AgencyPhoneProvider phone={settings.agency?.phone ?? null}>{children}</AgencyPhoneProvider>
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
