import { getFormatter, getTranslations } from 'next-intl/server'

import { lifetimeInUnits, type StorageRow, storageInventory } from '@/domain/cookies'
import { getSettings } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'

import { CONSENT_LABEL_KEYS } from './consent-labels'
import styles from './CookieList.module.css'

/** The id of the list's heading, the target of its entry in the page's table of contents. */
export const COOKIE_LIST_ID = 'cookie-list'

const COLUMNS = ['kind', 'party', 'purpose', 'lifetime', 'consent'] as const

export async function cookieListHeading(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'cookieList' })
  return { id: COOKIE_LIST_ID, text: t('title') }
}

/**
 * The cookie policy's list of every cookie and stored item (ADR 0034), generated from domain/cookies.ts
 * and the tags configured in Settings, below the CMS text: staff can edit the text around it, not the list.
 * The page is cached and renewed when Settings change (ADR 0019), so a tag added there shows here.
 */
export async function CookieList({ locale }: { locale: Locale }) {
  const [t, consentText, format, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'cookieList' }),
    getTranslations({ locale, namespace: 'consent' }),
    getFormatter({ locale }),
    getSettings(locale),
  ])
  const rows = storageInventory({ gtmId: settings.tracking?.gtmId, pixelId: settings.tracking?.pixelId })
  const hasTags = rows.some((row) => row.party.kind !== 'site')

  const party = ({ party }: StorageRow) =>
    party.kind === 'google' ? t('parties.google', { id: party.tagId }) : party.kind === 'meta' ? t('parties.meta', { id: party.pixelId }) : t('parties.site')
  const lifetime = ({ lifetime }: StorageRow) => {
    const span = lifetimeInUnits(lifetime)
    return span.unit === 'untilCleared' ? t('lifetimes.untilCleared') : t(`lifetimes.${span.unit}`, { count: span.count })
  }
  const consent = ({ consent }: StorageRow) =>
    consent.length === 0
      ? t('consentNotNeeded')
      : t('consentNeeded', { options: format.list(consent.map((option) => consentText(CONSENT_LABEL_KEYS[option])), { type: 'conjunction' }) })
  const cell: Record<(typeof COLUMNS)[number], (row: StorageRow) => string> = {
    kind: (row) => t(`kinds.${row.kind}`),
    party,
    purpose: (row) => t(`purposes.${row.purpose}`),
    lifetime,
    consent,
  }

  return (
    <section className={styles.section} aria-labelledby={COOKIE_LIST_ID}>
      <h2 id={COOKIE_LIST_ID}>{t('title')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <table className={styles.table} aria-labelledby={COOKIE_LIST_ID}>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.party.kind}:${row.name}`}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className={column === 'purpose' ? styles.purpose : undefined}>
                  {/* On phones the rows stack: each value says what it is (the header row is hidden there). */}
                  <span className={styles.label} aria-hidden="true">
                    {t(`columns.${column}`)}
                  </span>
                  {cell[column](row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{hasTags ? t('tagsNote') : t('noTags')}</p>
    </section>
  )
}
