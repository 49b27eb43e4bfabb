import { getFormatter, getTranslations } from 'next-intl/server'

import type { HistoryRow } from '@/domain/portal/history'
import { STATISTICS_TIME_ZONE } from '@/domain/visits/windows'
import { formatPhone, phoneHref } from '@/domain/phone'
import type { Locale } from '@/i18n/locales'

import styles from '../portal.module.css'

const STATUS_CLASS: Record<HistoryRow['status'], string> = { new: 'status status--option', handled: 'status', confirmed: 'status', cancelled: 'status status--sold' }

/** SPEC §3 history rows: date, type, contact, subject, comment, status, source; what is shown of a visitor is the history rule's (ADR 0029). */
export async function HistorySection({ rows, locale, intro }: { rows: HistoryRow[]; locale: Locale; intro: string }) {
  const [t, kinds, format] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), getTranslations({ locale, namespace: 'leadMail.kinds' }), getFormatter({ locale })])
  const columns = ['date', 'type', 'contact', 'subject', 'comment', 'status', 'source'] as const
  const label = (column: (typeof columns)[number]) => t(`col_${column}`)
  return (
    <section className={styles.section} aria-labelledby="history-heading">
      <h2 id="history-heading">{t('history')}</h2>
      <p className={styles.sectionIntro}>{intro}</p>
      <p className={styles.sectionIntro}>{t('historyPrivacy')}</p>
      {rows.length === 0 ? (
        <p>{t('noHistory')}</p>
      ) : (
        <div className="table-scroll">
          <table className={`price-list ${styles.history}`}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {label(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <time dateTime={row.date}>{format.dateTime(new Date(row.date), { dateStyle: 'medium', timeStyle: 'short', timeZone: STATISTICS_TIME_ZONE })}</time>
                  </th>
                  <td data-label={label('type')}>{kinds(row.kind)}</td>
                  <td data-label={label('contact')}>
                    {row.contact ?? t('unknownContact')}
                    {row.email && (
                      <a className={styles.contactDetails} href={`mailto:${row.email}`}>
                        {row.email}
                      </a>
                    )}
                    {row.phone && (
                      <a className={styles.contactDetails} href={phoneHref(row.phone)}>
                        {formatPhone(row.phone)}
                      </a>
                    )}
                  </td>
                  <td data-label={label('subject')}>{row.subject}</td>
                  <td data-label={label('comment')} className={styles.comment}>
                    {row.comment ?? '–'}
                  </td>
                  <td data-label={label('status')}>
                    <span className={`${STATUS_CLASS[row.status]} ${styles.status}`}>{t(`historyStatus_${row.status}`)}</span>
                  </td>
                  <td data-label={label('source')}>{t(`source_${row.source}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
