import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { formatEuro } from '@/domain/money'
import { Breadcrumb } from '@/shared/components/Breadcrumb'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import styles from '../portal.module.css'
import type { ProjectReport, PropertyReport } from '../reports'
import { AccountBar } from './AccountBar'
import { HistorySection } from './HistorySection'
import { AgentPanel, CalendarSection, DocumentsPanel, MarketPanel, OnlineSection } from './ReportPanels'
import { VisitsSection } from './VisitsSection'
import { placeName } from '@/domain/place-names'

const STATUS_CLASS: Record<PropertyReport['status'] | ProjectReport['status'], string> = {
  sale: 'status',
  rent: 'status',
  online: 'status',
  sold: 'status status--sold',
  rented: 'status status--rented',
  offline: 'status status--option',
}

type Frame = { locale: Locale; owner: string; title: string; eyebrow: string | null; status: keyof typeof STATUS_CLASS; price?: string | null; children: ReactNode }

/** What a property's and a project's page share: the way back to the overview, the heading and the status. */
async function ReportFrame({ locale, owner, title, eyebrow, status, price, children }: Frame) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  const overview = publicPath('/login/portal', locale)
  return (
    <>
      <AccountBar name={owner} locale={locale} />
      <Breadcrumb locale={locale} items={[{ label: t('homeTitle'), href: overview }, { label: title }]} />
      <article className={`container ${styles.portal}`}>
        <header className="property-detail__header">
          <div>
            {eyebrow && <p className="card__eyebrow">{eyebrow}</p>}
            <h1>{title}</h1>
            <p>
              <span className={STATUS_CLASS[status]}>{t(`status_${status}`)}</span>
            </p>
          </div>
          {price && <p className="property-detail__price">{price}</p>}
        </header>
        {children}
        <p>
          <a href={overview}>{t('backToOverview')}</a>
        </p>
      </article>
    </>
  )
}

/** One property in the portal (SPEC §3 owner statistics, §2.7 portal views). */
export async function PropertyReportView({ report, locale, owner }: { report: PropertyReport; locale: Locale; owner: string }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  const eyebrow = [placeName(report.city, locale), report.reference ? t('reference', { reference: report.reference }) : null].filter(Boolean).join(' · ')
  return (
    <ReportFrame locale={locale} owner={owner} title={report.title} eyebrow={eyebrow || null} status={report.status} price={report.price === null ? null : formatEuro(report.price, locale)}>
      <VisitsSection figures={report.figures} locale={locale} id={`property-${report.id}-visits`} />
      <HistorySection rows={report.history} locale={locale} intro={t('historyIntro')} />
      <div className={styles.body}>
        <div>
          <CalendarSection calendar={report.calendar} locale={locale} />
          <OnlineSection sitePages={report.sitePages} links={report.onlineMedia} locale={locale} />
        </div>
        <aside>
          <MarketPanel daysOnMarket={report.daysOnMarket} listedAt={report.listedAt} price={report.price} prices={report.prices} locale={locale} />
          {report.agent && <AgentPanel agent={report.agent} locale={locale} />}
          <DocumentsPanel documents={report.documents} locale={locale} />
        </aside>
      </div>
    </ReportFrame>
  )
}

/** One project in the portal: its visits, the requests about it, where it is online, the agent. */
export async function ProjectReportView({ report, locale, owner }: { report: ProjectReport; locale: Locale; owner: string }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  return (
    <ReportFrame locale={locale} owner={owner} title={report.name} eyebrow={placeName(report.city, locale) || null} status={report.status}>
      <VisitsSection figures={report.figures} locale={locale} id={`project-${report.id}-visits`} />
      <HistorySection rows={report.history} locale={locale} intro={t('historyIntroProject')} />
      <div className={styles.body}>
        <div>
          <OnlineSection sitePages={report.sitePages} links={report.onlineMedia} locale={locale} />
        </div>
        <aside>
          {report.agent && <AgentPanel agent={report.agent} locale={locale} />}
          <DocumentsPanel documents={report.documents} locale={locale} />
        </aside>
      </div>
    </ReportFrame>
  )
}
