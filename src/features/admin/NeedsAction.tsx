import Link from 'next/link'
import type { ServerProps } from 'payload'

import { adminDocumentHref, adminListHref } from '../../domain/admin/list-links'
import { formatCallSlot } from '../../domain/forms/call-slots'
import { STATISTICS_TIME_ZONE } from '../../domain/visits/windows'
import { INTL_LOCALE } from '../../i18n/locales'
import { translatorFor } from '../../i18n/messages'

import styles from './dashboard.module.css'
import { readNeedsAction, UNDELIVERED, UNHANDLED } from './needs-action'
import { staffLanguageOf, staffText } from '@/collections/staff-texts'


/**
 * The first thing on the admin dashboard (ADR 0033): new leads by kind, leads that were never delivered
 * and today's visits, each linking to the filtered list or the lead. Read as the logged-in staff member,
 * so each role sees only what its access rules allow; nothing at all when it may not read leads.
 */
export async function NeedsAction({ payload, user, i18n }: ServerProps) {
  if (!user) return null
  const language = staffLanguageOf(i18n?.language)
  const data = await readNeedsAction(payload, user, { locale: language })
  if (!data) return null

  const t = translatorFor(language, 'admin')
  const admin = payload.config.routes.admin
  const kindLabel = (kind: string) => staffText(`options.kind.${kind}`)[language]
  const time = new Intl.DateTimeFormat(INTL_LOCALE[language], { hour: '2-digit', minute: '2-digit', timeZone: STATISTICS_TIME_ZONE })
  const day = new Intl.DateTimeFormat(INTL_LOCALE[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone: STATISTICS_TIME_ZONE })
  const received = new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: STATISTICS_TIME_ZONE })
  const requestedTimes = (times: string[]) => (times.length ? t('dashboard.requested', { times: times.map((slot) => formatCallSlot(slot, INTL_LOCALE[language])).join(', ') }) : t('dashboard.requestedAnyTime'))

  return (
    <section className={styles.panel} aria-labelledby="needs-action-title" data-testid="needs-action">
      <h2 id="needs-action-title" className={styles.title}>
        {t('dashboard.title')}
      </h2>
      <div className={styles.cards}>
        <article className={styles.card} aria-labelledby="needs-action-new" data-testid="needs-action-new">
          <h3 id="needs-action-new">{t('dashboard.newLeads')}</h3>
          <p className={styles.hint}>{t('dashboard.newLeadsHint')}</p>
          {data.newLeads.length === 0 ? (
            <p className={styles.empty}>{t('dashboard.newLeadsNone')}</p>
          ) : (
            <>
              <ul className={styles.rows}>
                {data.newLeads.map(({ kind, count }) => (
                  <li key={kind}>
                    <Link className={styles.row} href={adminListHref(admin, 'leads', [{ field: 'kind', operator: 'equals', value: kind }, UNHANDLED])} data-kind={kind}>
                      <span className={styles.rowLabel}>{kindLabel(kind)}</span>
                      <span className={styles.count}>{count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link className={styles.all} href={adminListHref(admin, 'leads', [UNHANDLED])}>
                {t('dashboard.allNewLeads')}
              </Link>
            </>
          )}
        </article>

        <article className={[styles.card, data.failed.count > 0 && styles.alert].filter(Boolean).join(' ')} aria-labelledby="needs-action-failed" data-testid="needs-action-failed">
          <h3 id="needs-action-failed">
            {t('dashboard.failed')} {data.failed.count > 0 && <span className={styles.count}>({data.failed.count})</span>}
          </h3>
          {data.failed.count === 0 ? (
            <p className={styles.empty}>{t('dashboard.failedNone')}</p>
          ) : (
            <>
              <p className={styles.hint}>{t('dashboard.failedHint', { count: data.failed.count })}</p>
              <ul className={styles.rows}>
                {data.failed.latest.map((lead) => (
                  <li key={lead.id}>
                    <Link className={styles.row} href={adminDocumentHref(admin, 'leads', lead.id)}>
                      <span className={styles.rowLabel}>
                        {lead.sender} · {kindLabel(lead.kind)}
                      </span>
                      <span className={styles.meta}>{received.format(new Date(lead.createdAt))}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link className={styles.all} href={adminListHref(admin, 'leads', [UNDELIVERED])}>
                {t('dashboard.allFailed')}
              </Link>
            </>
          )}
        </article>

        <article className={styles.card} aria-labelledby="needs-action-today" data-testid="needs-action-today">
          <h3 id="needs-action-today">{t('dashboard.today')}</h3>
          <p className={styles.hint}>{day.format(new Date())}</p>
          {data.today.length === 0 ? (
            <p className={styles.empty}>{t('dashboard.todayNone')}</p>
          ) : (
            <ul className={styles.rows}>
              {data.today.map((visit) => (
                <li key={visit.leadId}>
                  <Link className={styles.visit} href={adminDocumentHref(admin, 'leads', visit.leadId)}>
                    <span className={styles.time}>{visit.booked ? time.format(new Date(visit.startsAt)) : '–'}</span>
                    <span className={styles.visitor}>{visit.visitor}</span>
                    <span className={styles.property}>{visit.property?.title ?? t('dashboard.noProperty')}</span>
                    {!visit.booked && <span className={styles.meta}>{requestedTimes(visit.times)}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </article>
      </div>
    </section>
  )
}
