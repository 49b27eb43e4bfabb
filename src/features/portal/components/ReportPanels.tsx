import { getFormatter, getTranslations } from 'next-intl/server'

import type { CalendarVisit } from '@/domain/portal/history'
import type { PriceStep } from '@/domain/portal/market'
import { formatEuro } from '@/domain/money'
import { formatPhone, phoneHref } from '@/domain/phone'
import { STATISTICS_TIME_ZONE } from '@/domain/visits/windows'
import type { Locale } from '@/i18n/locales'

import styles from '../portal.module.css'
import type { Agent, OnlineLink, SharedDocument, SitePage } from '../reports'

const DAY = { dateStyle: 'long', timeZone: STATISTICS_TIME_ZONE } as const

/** Confirmed visit moments (SPEC §2.7 calendar visits): those to come, then those past. */
export async function CalendarSection({ calendar, locale }: { calendar: { upcoming: CalendarVisit[]; past: CalendarVisit[] }; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), getFormatter({ locale })])
  const visitList = (visits: CalendarVisit[]) => (
    <ul className={styles.plainList}>
      {visits.map((visit) => (
        <li key={visit.id} className={styles.visit}>
          <time dateTime={visit.startsAt}>
            {format.dateTimeRange(new Date(visit.startsAt), new Date(visit.endsAt), { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: STATISTICS_TIME_ZONE })}
          </time>{' '}
          {t('calendarWith', { contact: visit.contact ?? t('unknownContact') })}
        </li>
      ))}
    </ul>
  )
  const none = calendar.upcoming.length === 0 && calendar.past.length === 0
  return (
    <section className={styles.section} aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">{t('calendar')}</h2>
      {none && <p>{t('calendarNone')}</p>}
      {calendar.upcoming.length > 0 && (
        <>
          <h3>{t('calendarUpcoming')}</h3>
          {visitList(calendar.upcoming)}
        </>
      )}
      {calendar.past.length > 0 && (
        <>
          <h3>{t('calendarPast')}</h3>
          {visitList(calendar.past)}
        </>
      )}
    </section>
  )
}

/** Where the property or project is online (SPEC §2.7 online media): the site's own page per language, and what staff added. */
export async function OnlineSection({ sitePages, links, locale }: { sitePages: SitePage[]; links: OnlineLink[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  return (
    <section className={styles.section} aria-labelledby="online-heading">
      <h2 id="online-heading">{t('online')}</h2>
      <h3>{t('onlineSite')}</h3>
      {sitePages.length === 0 ? (
        <p>{t('onlineNotPublished')}</p>
      ) : (
        <ul className={styles.plainList}>
          {sitePages.map((page) => (
            <li key={page.locale}>
              <a href={page.path} hrefLang={page.locale}>
                {t(`language_${page.locale}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('onlineOther')}</h3>
      {links.length === 0 ? (
        <p>{t('onlineNone')}</p>
      ) : (
        <ul className={styles.plainList}>
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label} <span className="visually-hidden">{t('opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Days on the market, the asking price and how it changed. */
export async function MarketPanel({
  daysOnMarket,
  listedAt,
  price,
  prices,
  locale,
}: {
  daysOnMarket: number | null
  listedAt: string | null
  price: number | null
  prices: PriceStep[]
  locale: Locale
}) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), getFormatter({ locale })])
  const euro = (amount: number | null) => (amount === null ? t('priceUnknown') : formatEuro(amount, locale))
  return (
    <section className="panel" aria-labelledby="market-heading">
      <h2 id="market-heading">{t('market')}</h2>
      {daysOnMarket !== null && (
        <p>
          <span className={styles.bigFigure}>{t('daysOnMarket', { count: daysOnMarket })}</span>
          {listedAt && (
            <time className="muted" dateTime={listedAt}>
              {t('listedSince', { date: format.dateTime(new Date(listedAt), DAY) })}
            </time>
          )}
        </p>
      )}
      <p>{t.rich('askingPriceIs', { price: euro(price), strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <h3>{t('priceHistory')}</h3>
      {prices.length === 0 ? (
        <p>{t('priceNone')}</p>
      ) : (
        <ol className={styles.prices}>
          {prices.map((step) => (
            <li key={step.changedAt}>
              <time dateTime={step.changedAt}>{format.dateTime(new Date(step.changedAt), DAY)}</time>
              <span>
                <strong>{euro(step.price)}</strong> <span className="muted">{step.first ? t('priceFirst') : t('priceWas', { price: euro(step.previous) })}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** The agent in charge, with the ways to reach them. */
export async function AgentPanel({ agent, locale }: { agent: Agent; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  return (
    <section className="panel" aria-labelledby="agent-heading">
      <h2 id="agent-heading">{t('agent')}</h2>
      <p className="panel__name">{agent.name}</p>
      {agent.email && <a href={`mailto:${agent.email}`}>{agent.email}</a>}
      {[agent.phone, agent.mobile].flatMap((number) =>
        number ? [
            <a key={number} href={phoneHref(number)}>
              {formatPhone(number)}
            </a>,
          ]
          : [],
      )}
    </section>
  )
}

/** Documents staff shared with the owner, each a download link that works for an hour. */
export async function DocumentsPanel({ documents, locale, emptyText }: { documents: SharedDocument[]; locale: Locale; emptyText?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  if (documents.length === 0 && !emptyText) return null
  return (
    <section className="panel" aria-labelledby="documents-heading">
      <h2 id="documents-heading">{t('documents')}</h2>
      {documents.length === 0 ? (
        <p>{t('documentsNone')}</p>
      ) : (
        <>
          <ul className={styles.plainList}>
            {documents.map((document) => (
              <li key={document.id}>
                <a href={document.href} download aria-label={t('download', { title: document.title })}>
                  {document.title}
                </a>
              </li>
            ))}
          </ul>
          <p className={styles.note}>{t('documentsNote')}</p>
        </>
      )}
    </section>
  )
}
