import Link from 'next/link'
import type { ServerProps } from 'payload'

import type { GoLiveItem, ItemState } from '../../domain/go-live/checklist'
import { STATISTICS_TIME_ZONE } from '../../domain/visits/windows'
import { INTL_LOCALE, type Locale } from '../../i18n/locales'
import { translatorFor } from '../../i18n/messages'

import styles from './go-live.module.css'
import { IMPORT_RUNS, readGoLiveChecklist } from './read-checklist'
import { staffLanguageOf } from '@/collections/staff-texts'

type Translate = ReturnType<typeof translatorFor<'admin'>>
type Key = Parameters<Translate>[0]

/** Where each item is fixed in the admin. */
function fixHref(item: GoLiveItem, admin: string, hasImportRuns: boolean): string {
  const settings = `${admin}/globals/settings`
  switch (item) {
    case 'crm':
      return hasImportRuns ? `${admin}/collections/${IMPORT_RUNS}` : settings
    case 'legalPages':
      return `${admin}/collections/pages?${encodeURIComponent('where[routeKey][in]')}=${encodeURIComponent('/disclaimer,/privacy-statement,/cookie-policy')}`
    case 'administrators':
      return `${admin}/collections/users`
    case 'backups':
      return `${admin}/collections/operations-log`
    default:
      return settings
  }
}

/** `/disclaimer:nl`, `/disclaimer:fr`, `/cookie-policy` as "/disclaimer (NL, FR), /cookie-policy". */
function legalPagesMissing(missing: string[]): string {
  const languages = new Map<string, string[]>()
  for (const entry of missing) {
    const [page = entry, language] = entry.split(':')
    languages.set(page, [...(languages.get(page) ?? []), ...(language ? [language.toUpperCase()] : [])])
  }
  return [...languages].map(([page, codes]) => (codes.length ? `${page} (${codes.join(', ')})` : page)).join(', ')
}

/** The words of an item's state, with what it names (missing fields, pages, a date) filled in. */
function stateText(state: ItemState, t: Translate, language: Locale): string {
  const missing = state.missing ?? []
  const when = state.since ? new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: STATISTICS_TIME_ZONE }).format(new Date(state.since)) : ''
  const values: Record<string, string | number> =
    state.item === 'agency'
      ? { fields: missing.map((field) => t(`goLive.dashboard.fieldNames.${field}` as Key)).join(', ') }
      : state.item === 'legalPages'
        ? { pages: legalPagesMissing(missing) }
        : { when, count: state.count ?? 0 }
  return t(`goLive.dashboard.items.${state.item}.${state.state}` as Key, values)
}

/**
 * The first thing on the admin dashboard until the site is ready to go live (issue 21 §2, ADR 0056): each
 * point as the server checked it, with a link to where it is fixed and, for the mail, the button that sends
 * the test. Gone once every point is done.
 */
export async function GoLiveChecklist({ payload, user, i18n, searchParams }: ServerProps) {
  if (!user) return null
  const checklist = await readGoLiveChecklist(payload)
  if (checklist.done) return null
  const language = staffLanguageOf(i18n?.language)
  const t = translatorFor(language, 'admin')
  const admin = payload.config.routes.admin
  const hasImportRuns = Boolean(payload.collections[IMPORT_RUNS as keyof typeof payload.collections])
  const done = checklist.items.filter((item) => item.done).length
  const sent = typeof searchParams?.goLive === 'string' ? searchParams.goLive : undefined
  const notice = sent === 'sent' ? t('goLive.dashboard.items.testMail.sent') : sent === 'failed' ? t('goLive.dashboard.items.testMail.failed') : sent === 'no-address' ? t('goLive.dashboard.items.testMail.noAddress') : null

  return (
    <section className={styles.panel} aria-labelledby="go-live-title" data-testid="go-live">
      <div className={styles.head}>
        <h2 id="go-live-title" className={styles.title}>
          {t('goLive.dashboard.title')}
        </h2>
        <span className={styles.progress}>{t('goLive.dashboard.progress', { done, total: checklist.items.length })}</span>
      </div>
      <p className={styles.intro}>{t('goLive.dashboard.intro')}</p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <ul className={styles.items}>
        {checklist.items.map((state) => (
          <li key={state.item} className={[styles.item, state.done && styles.done].filter(Boolean).join(' ')} data-item={state.item} data-done={state.done}>
            <span className={styles.mark} aria-hidden="true">
              {state.done ? '✓' : ''}
            </span>
            <div>
              <h3 className={styles.itemTitle}>
                {t(`goLive.dashboard.items.${state.item}.title` as Key)}
                <span className={styles.hidden}> ({state.done ? t('goLive.dashboard.done') : t('goLive.dashboard.todo')})</span>
              </h3>
              <p className={styles.state}>{stateText(state, t, language)}</p>
            </div>
            {!state.done && (
              <div className={styles.actions}>
                {state.item === 'testMail' && state.state !== 'no-smtp' && (
                  <form method="post" action="/api/go-live/test-mail/">
                    <button type="submit" className={styles.button}>
                      {t('goLive.dashboard.items.testMail.button')}
                    </button>
                  </form>
                )}
                {/* SMTP_URL is set in the server's environment: no page of the admin fixes it, the text says so. */}
                {!(state.item === 'testMail' && state.state === 'no-smtp') && (
                  <Link className={styles.link} href={fixHref(state.item, admin, hasImportRuns)}>
                    {t('goLive.dashboard.fix')}
                  </Link>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
