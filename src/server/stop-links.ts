import { detectLocale } from '@/i18n/detect'
import { isLocale, type Locale, locales } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'

import { paragraph, plainPage } from './plain-page'
import { signLink, verifyLink } from './signed-links'

/**
 * The signed links in mails that stop them without logging in (a search profile's alerts, an owner's weekly
 * report). A link names one record by its id, and the language of the mail it came in.
 */
export const signStopLink = (purpose: string, field: string, id: number, locale: Locale) => signLink(purpose, { [field]: id, lang: locale })

/**
 * What a stop link names: the record; 'gone' when the link is genuine but its record was deleted since (the
 * person is not found, SPEC §8); 'invalid' when the link is not one the site signed. Only the holder of a mail
 * the site sent can tell the last two apart, so nothing here tells anyone whether an address has an account.
 */
export type LinkedRecord<T> = { kind: 'found'; record: T } | { kind: 'gone'; locale: Locale | null } | { kind: 'invalid' }

export async function linkedRecord<T>(purpose: string, field: string, token: string, find: (id: number) => Promise<T | null>): Promise<LinkedRecord<T>> {
  const link = verifyLink(purpose, token)
  const id = link.ok ? Number(link.content[field]) : NaN
  if (!link.ok || !Number.isSafeInteger(id) || id <= 0) return { kind: 'invalid' }
  const record = await find(id)
  if (record) return { kind: 'found', record }
  const lang = link.content.lang
  return { kind: 'gone', locale: typeof lang === 'string' && isLocale(lang) ? lang : null }
}

/** What acting on a stop link answers: the language of the record it named, or why there was none. */
export type StopLinkResult = { kind: 'found'; locale: string } | Exclude<LinkedRecord<unknown>, { kind: 'found' }>

/** Acts on the record a stop link names (a POST only); a link that names none changes nothing. */
export async function actOnLinkedRecord<T extends { locale: string }>(linked: Promise<LinkedRecord<T>>, act: (record: T) => Promise<unknown>): Promise<StopLinkResult> {
  const found = await linked
  if (found.kind !== 'found') return found
  await act(found.record)
  return { kind: 'found', locale: found.record.locale }
}

/**
 * The page for a genuine link whose person is gone: in the link's language, or the browser's for links sent
 * before links carried one. 410: the record is gone for good, and a mail client's one-click stop has
 * nothing left to stop.
 */
export function personNotFoundPage(request: Request, locale: Locale | null, body: 'searchProfile' | 'owner'): Response {
  const shown = locale ?? detectLocale({ acceptLanguage: request.headers.get('accept-language'), enabled: locales, defaultLocale: 'nl' })
  const t = translatorFor(shown, 'personNotFound')
  return plainPage({ locale: shown, status: 410, title: t('title'), body: paragraph(t(body)), backHome: t('backHome') })
}
