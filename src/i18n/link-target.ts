import type { Locale } from './locales'
import { isAppPathname, publicPath } from './paths'

/**
 * Where a link or a redirect that staff typed in the admin goes (SPEC §2.4 `redirectUrl`, footer links).
 * Accepted: a route key of the site ('/for-sale', becoming '/nl/te-koop/' in each language), a path of
 * this site ('/nl/contact/'), or an absolute http(s) URL. Anything else (protocol-relative '//evil.test',
 * back-slashes browsers read as '/', 'javascript:', spaces or control characters) is refused, so a target
 * can only ever be what staff set, on this site or on a site they named in full.
 */
export type LinkTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string }

const UNSAFE = /[\s\\\u0000-\u001f\u007f]/

export function linkTarget(raw: string | null | undefined, locale: Locale, options: { contact?: boolean } = {}): LinkTarget | null {
  const value = raw?.trim() ?? ''
  if (!value || UNSAFE.test(value)) return null
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null
    // A route key without parameters is written once and followed in every language.
    if (isAppPathname(value) && !value.includes('[')) return { kind: 'internal', href: publicPath(value, locale) }
    return { kind: 'internal', href: value }
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  const schemes = options.contact ? ['http:', 'https:', 'mailto:', 'tel:'] : ['http:', 'https:']
  if (!schemes.includes(url.protocol)) return null
  // 'https:///host' is read by browsers as 'https://host/': staff must write the host in full.
  const web = url.protocol === 'http:' || url.protocol === 'https:'
  if (web && (!/^https?:\/\/[^/]/i.test(value) || url.username || url.password)) return null
  return { kind: 'external', href: url.href }
}

/** The admin's check of a typed target: the same rule as the site's, so what is saved is what is followed. */
export function validLinkTarget(value: string | null | undefined, options: { contact?: boolean } = {}): true | string {
  if (!value?.trim()) return true
  return linkTarget(value, 'nl', options)
    ? true
    : options.contact
      ? 'Use a path of this site (/for-sale or /nl/contact/), a full URL (https://…), mailto: or tel:'
      : 'Use a path of this site (/for-sale or /nl/contact/) or a full URL (https://…)'
}

function samePath(a: string, b: string) {
  const pathOf = (href: string) => href.split(/[?#]/)[0]!.replace(/\/*$/, '/')
  return pathOf(a) === pathOf(b)
}

/**
 * A CMS page's forward: internal paths with 308 (permanent, as SPEC §2.4 asks); external URLs with 307,
 * because a browser keeps a permanent redirect for good: if staff later change or clear a forward to a
 * site that is not theirs, visitors who once followed it would still be sent there. A page never
 * forwards to itself.
 */
export function pageRedirect(
  page: { redirect?: boolean | null; redirectUrl?: string | null },
  locale: Locale,
  ownPath: string,
): { location: string; status: 307 | 308 } | null {
  if (!page.redirect) return null
  const target = linkTarget(page.redirectUrl, locale)
  if (!target) return null
  if (target.kind === 'internal') {
    if (samePath(target.href, ownPath)) return null
    return { location: target.href, status: 308 }
  }
  return { location: target.href, status: 307 }
}
