import { getTranslations } from 'next-intl/server'

import { linkTarget } from '@/i18n/link-target'
import { getFooter, getSettings } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { Media } from '@/payload-types'

import { AgencyContact } from './AgencyContact'

const span = (n: number | null | undefined) => Math.min(12, Math.max(1, n ?? 12))

type FooterLink = { id?: string | null; label: string; href: string }

/** A column's links, each followed only when its target passes the same rule as the admin's check. */
function ColumnLinks({ links, locale }: { links: FooterLink[] | null | undefined; locale: Locale }) {
  const shown = (links ?? []).flatMap((link) => {
    const target = linkTarget(link.href, locale, { contact: true })
    return target && link.label ? [{ key: link.id ?? link.href, label: link.label, href: target.href }] : []
  })
  if (shown.length === 0) return null
  return (
    <ul className="footer-col__links">
      {shown.map((link) => (
        <li key={link.key}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  )
}

/** Footer columns, each text shown only when its public flag is set (SPEC §2.5), then its links. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, consent, footer, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'consent' }),
    getFooter(locale),
    getSettings(locale),
  ])
  const year = new Date().getFullYear()
  const legal = [
    { href: publicPath('/disclaimer', locale), key: 'disclaimer' },
    { href: publicPath('/privacy-statement', locale), key: 'privacy' },
    { href: publicPath('/cookie-policy', locale), key: 'cookies' },
  ] as const
  return (
    <footer className="site-footer">
      <div className="container grid">
        {(footer.columns ?? []).map((column) => (
          <section
            key={column.id}
            className="footer-col"
            style={
              {
                '--span-sm': span(column.widths?.sm),
                '--span-md': span(column.widths?.md),
                '--span-lg': span(column.widths?.lg),
              } as React.CSSProperties
            }
          >
            {column.titlePublic && column.title && <h2 className="footer-col__title">{column.title}</h2>}
            {column.introTextPublic && column.introText && <p className="footer-col__intro">{column.introText}</p>}
            {column.fullTextPublic && column.fullText && <p className="footer-col__text">{column.fullText}</p>}
            {column.agencyContact && <AgencyContact locale={locale} variant="footer" />}
            <ColumnLinks links={column.links} locale={locale} />
            {(column.images ?? []).map((image) =>
              typeof image === 'object' && image.url ? (
                <img key={image.id} src={(image as Media).sizes?.small?.url ?? image.url} alt={image.alt ?? ''} loading="lazy" width={160} />
              ) : null,
            )}
          </section>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {footer.copyright || `${settings.agency?.name ?? ''} · ${t('rights')}`}
        </p>
        <nav aria-label={t('legal')}>
          <ul>
            {legal.map((link) => (
              <li key={link.key}>
                <a href={link.href}>{t(link.key)}</a>
              </li>
            ))}
            <li>
              {/* Where owners look for their way in (issue 23): the footer of every page. */}
              <a href={publicPath('/login', locale)}>{t('ownerLogin')}</a>
            </li>
            <li>
              <a href={`${publicPath('/cookie-policy', locale)}?setcookies`} data-open-consent>
                {consent('reopen')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
