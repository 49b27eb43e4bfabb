import { isLocale, type Locale } from './locales'
import type { AppPathname } from './pathnames'

/** What an original (pre-multilingual) path of SPEC §2.1 points to. */
export type LegacyTarget =
  | { kind: 'route'; internal: AppPathname; params?: Record<string, string> }
  | { kind: 'property'; id: number }
  | { kind: 'project'; id: number }

// Keys are lower-case, without leading or trailing slash: original paths were matched case-insensitively.
const staticRoutes: Record<string, AppPathname> = {
  'for-sale': '/for-sale',
  'for-rent': '/for-rent',
  contact: '/contact',
  'ik-verkoop': '/i-sell',
  'ik-verkoop/verkopen-met-een-makelaar': '/i-sell/selling-with-an-agent',
  'ik-verkoop/ik-wil-zelf-verkopen': '/i-sell/selling-yourself',
  'ik-verkoop/mijn-woning-raakt-niet-verkocht': '/i-sell/home-not-selling',
  'demand-register': '/demand-register',
  'contact-demand': '/free-valuation',
  'tips-&-info': '/blog',
  'tips--info': '/blog',
  'over-ons': '/about-us',
  disclaimer: '/disclaimer',
  'cookie-policy': '/cookie-policy',
  'privacy-statement': '/privacy-statement',
  buitenland: '/abroad',
  getuigenissen: '/testimonials',
  login: '/login',
  projects: '/projects',
  'feedback/contact-me': '/thank-you/contact-me',
  'feedback/contact-appointment': '/thank-you/contact-appointment',
  'feedback/contact-construction': '/thank-you/contact-construction',
  'feedback/contact-demand': '/thank-you/free-valuation',
  'feedback/demand-register': '/thank-you/search-profile',
  'feedback/send-to-friend': '/thank-you/send-to-friend',
  'feedback/site-contact': '/thank-you/site-contact',
  'feedback/sign-newsletter': '/thank-you/sign-newsletter',
  'feedback/testing-testing': '/thank-you/testing-testing',
}

/**
 * SPEC §2.1: the privacy and cookie pages also exist at /{lang}/privacy-statement/ and /{lang}/cookie-policy/,
 * whatever the language's own slug is.
 */
export function resolveLanguageAlias(pathname: string): { locale: Locale; internal: AppPathname } | null {
  const match = /^\/([a-z]{2})\/(privacy-statement|cookie-policy)\/?$/i.exec(pathname)
  if (!match || !isLocale(match[1])) return null
  return { locale: match[1], internal: match[2]!.toLowerCase() === 'cookie-policy' ? '/cookie-policy' : '/privacy-statement' }
}

export function resolveLegacyPath(pathname: string): LegacyTarget | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const key = decoded.replace(/^\/+|\/+$/g, '')
  const lower = key.toLowerCase()
  const route = staticRoutes[lower]
  if (route) return { kind: 'route', internal: route }

  const [head, slug, ...more] = key.split('/')
  if (!slug || more.length > 0) return null
  switch (head?.toLowerCase()) {
    case 'tips--info':
    case 'tips-&-info':
      return { kind: 'route', internal: '/blog/[slug]', params: { slug } }
    case 'getuigenissen':
      return { kind: 'route', internal: '/testimonials/[slug]', params: { slug } }
    case 'property':
    case 'project': {
      if (!/^\d+$/.test(slug)) return null
      const id = Number(slug)
      return head.toLowerCase() === 'property' ? { kind: 'property', id } : { kind: 'project', id }
    }
    default:
      return null
  }
}
