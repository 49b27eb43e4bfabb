import type { Locale } from '@/i18n/locales'

/**
 * A property's brochure: /{locale}/brochure/{CRM id}.pdf. A file, so it is not in the routing table of pages
 * (src/i18n/pathnames.ts): the proxy passes paths with a dot on without next-intl's rewriting, and the segment
 * reads the same in the four languages (ADR 0030).
 */
export function brochurePath(locale: Locale, externalId: number): string {
  return `/${locale}/brochure/${externalId}.pdf`
}
