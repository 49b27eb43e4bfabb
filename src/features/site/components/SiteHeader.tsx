import { getTranslations } from 'next-intl/server'

import { hexColour } from '@/domain/colour'
import { buildMenu } from '@/features/site/menu'
import { getHeaderLinks, getMenu, getSettings, getSiteLanguages } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import { LanguageLinks } from './LanguageLinks'
import { LanguageLinksScript } from './LanguageLinksScript'
import { MenuList, MobileMenu } from './islands'
import { Logo } from '@/shared/components/Logo'
import { agencyName } from '@/domain/brand'
import { agencyLogo } from '@/shared/site/agency-logo'
import { FavouritesLink } from '@/features/favourites'
import { AccountLink } from '@/features/accounts'

const icons: Record<string, string> = {
  phone: 'M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  instagram: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8z',
  pin: 'M12 2a7 7 0 00-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 00-7-7z',
  linkedin: 'M4 9h4v11H4zM6 3.5a2 2 0 110 4 2 2 0 010-4zM10 9h4v1.6c.6-1 1.9-1.9 3.6-1.9 3 0 3.4 2 3.4 4.6V20h-4v-5.8c0-1.3-.1-2.6-1.7-2.6s-1.9 1.2-1.9 2.5V20h-3.4z',
}

/** The header of every page. It reads nothing of the request, so the page can be cached (ADR 0019). */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, settings, menu, headerLinks, languages] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getSettings(locale),
    getMenu(locale),
    getHeaderLinks(locale),
    getSiteLanguages(),
  ])
  const homes = Object.fromEntries(languages.enabled.map((l) => [l, publicPath('/', l)]))
  const links = buildMenu(menu, locale, { hideHome: Boolean(settings.hideHomeInMenu) })
  const topLinks = (headerLinks.links ?? []).filter((link) => link.status === 'published')
  const home = publicPath('/', locale)
  const freeValuation = settings.freeEvaluationButton ? publicPath('/free-valuation', locale) : null
  // Owners look for their login at the top of the page and in the menu (issue 23); the same for everyone, so the header stays cacheable.
  // A logged-in visitor's browser turns it into "My account" by itself (ADR 0082); the HTML stays everyone's.
  const accountLink = (className: string) => (
    <AccountLink
      className={className}
      loginHref={publicPath('/login', locale)}
      homes={{ portal: publicPath('/login/portal', locale), 'search-profile': publicPath('/login/search-profile', locale) }}
      labels={{ login: t('ownerLogin'), myAccount: t('myAccount'), myAccountOf: t.raw('myAccountOf') as string }}
    />
  )

  const switcher = (placement: 'top-bar' | 'appbar') =>
    languages.enabled.length > 1 ? (
      <nav className={`lang-switch lang-switch--${placement}`} aria-label={t('chooseLanguage')}>
        <LanguageLinks languages={languages.enabled} current={locale} homes={homes} />
      </nav>
    ) : null

  return (
    <header className="site-header">
      {(topLinks.length > 0 || languages.enabled.length > 1 || freeValuation) && (
        <div className="top-bar">
          <div className="container top-bar__inner">
            {(['left', 'right'] as const).map((side) => (
              <ul key={side} className={`top-bar__${side}`} aria-label={side === 'left' ? t('topBar') : undefined}>
                {topLinks
                  .filter((link) => (link.side ?? 'left') === side)
                  .map((link) => (
                    <li key={link.id ?? link.href}>
                      <a href={link.href} data-icon={link.icon ?? undefined}>
                        {link.icon && icons[link.icon] && (
                          <svg
                            viewBox="0 0 24 24"
                            width="16"
                            height="16"
                            aria-hidden="true"
                            className={hexColour(link.color) ? 'top-bar__icon top-bar__icon--chip' : 'top-bar__icon'}
                            style={hexColour(link.color) ? { backgroundColor: hexColour(link.color)! } : undefined}
                          >
                            <path d={icons[link.icon]} fill="none" stroke="currentColor" strokeWidth="1.8" />
                          </svg>
                        )}
                        <span>{link.label}</span>
                      </a>
                    </li>
                  ))}
              </ul>
            ))}
            {freeValuation && (
              <a className="top-bar__cta" href={freeValuation}>
                {t('freeEvaluation')}
              </a>
            )}
            {accountLink('top-bar__login')}
            {switcher('top-bar')}
          </div>
        </div>
      )}
      <div className="appbar" data-logo-at-start={settings.showLogoAtStart ? 'true' : 'false'}>
        <div className="container appbar__inner">
          <a className="logo" href={home}>
            <Logo label={t('logoAlt', { name: agencyName(settings.agency?.name) })} image={agencyLogo(settings.agency?.logo)} />
          </a>
          <nav className="main-nav" aria-label={t('mainMenu')}>
            <MenuList links={links} className="main-nav__list" />
          </nav>
          <div className="appbar__actions">
            {freeValuation && (
              <a className="button button--accent free-valuation" href={freeValuation}>
                {t('freeEvaluation')}
              </a>
            )}
            {switcher('appbar')}
            <FavouritesLink page={publicPath('/favourites', locale)} label={t('favourites')} compact />
            <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
              <nav aria-label={t('mainMenu')}>
                <MenuList links={links} className="drawer__list" />
              </nav>
              {freeValuation && (
                <a className="button button--accent" href={freeValuation}>
                  {t('freeEvaluation')}
                </a>
              )}
              {accountLink('drawer__login')}
            </MobileMenu>
          </div>
        </div>
      </div>
      {languages.enabled.length > 1 && <LanguageLinksScript />}
    </header>
  )
}
