// No 'server-only' marker: the job runner (payload.config.ts) imports this from scripts too.
import type { Payload, SendEmailOptions, TaskConfig } from 'payload'
import sharp from 'sharp'

import { relationId } from '@/domain/relation'
import { visitsChartSvg } from '@/domain/visits/chart-svg'
import { endOfReportWeek, nextReportTime, reportWeek, type ReportWeek } from '@/domain/visits/report-week'
import { addDays, type DailyCount, type Day } from '@/domain/visits/windows'
import { listingDay } from '@/domain/portal/figures'
import { readVisitFigures } from '@/features/visits'
import { INTL_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { publicPath } from '@/i18n/paths'
import type { Owner } from '@/payload-types'
import { getEnv } from '@/server/env'
import { sendMail } from '@/server/mail'
import { isSecondRun, queueNextRun, type RecurringTask } from '@/server/recurring-jobs'
import { ButtonLink, Figures, Heading, MailImage, MailLayout, MailLink, MailSection, Paragraph, renderMail } from '@/shared/mail'

import { weeklyReportOffUrl } from './report-links'

/**
 * The owners' weekly report: each Monday from 07:00 in Brussels, every owner who has a
 * password and did not switch the report off gets the visits of last week (Monday to Sunday) and in total
 * for each of their properties and projects, with the 30-day chart as a picture (a PNG made from the
 * chart's SVG: mail clients do not show SVG) and the same numbers as text. `lastReportWeek` records each
 * owner's mail as it goes, so a retry, or a second run the same week, sends nobody a week twice.
 */
export const WEEKLY_REPORTS: RecurringTask = { task: 'weeklyOwnerReports', nextRun: nextReportTime }

export type SubjectReport = { kind: 'property' | 'project'; id: number; title: string; place: string | null; week: number; total: number; lastDays: DailyCount[] }

/** The figures of each of the owner's properties and projects, as of the report week's Sunday, titles in the owner's language. */
export async function ownerReport(payload: Payload, owner: Owner, week: ReportWeek): Promise<SubjectReport[]> {
  const locale = isLocale(owner.locale) ? owner.locale : 'nl'
  const ids = (list: Owner['properties'] | Owner['projects']) => (list ?? []).map((item) => relationId(item))
  const [properties, projects] = await Promise.all([
    payload.find({ collection: 'properties', where: { id: { in: ids(owner.properties) } }, locale, depth: 0, pagination: false, overrideAccess: true, select: { title: true, city: true, listedAt: true } }),
    payload.find({ collection: 'projects', where: { id: { in: ids(owner.projects) } }, locale, depth: 0, pagination: false, overrideAccess: true, select: { name: true, city: true } }),
  ])
  const subjects = [
    ...properties.docs.map((property) => ({ kind: 'property' as const, id: property.id, title: property.title, place: property.city ?? null, since: listingDay(property.listedAt) })),
    ...projects.docs.map((project) => ({ kind: 'project' as const, id: project.id, title: project.name, place: project.city ?? null, since: null })),
  ]
  const asOf = endOfReportWeek(week)
  return Promise.all(
    subjects.map(async ({ since, ...subject }) => {
      // The same figures as the portal's: from the listing day (src/domain/portal/figures.ts).
      const figures = await readVisitFigures(payload, { kind: subject.kind, id: subject.id }, asOf, since)
      return { ...subject, week: figures.week, total: figures.total, lastDays: figures.lastDays }
    }),
  )
}

const dayDate = (day: Day) => new Date(`${day}T00:00:00Z`)

function formatters(locale: Locale) {
  const intl = INTL_LOCALE[locale]
  const short = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const weekday = new Intl.DateTimeFormat(intl, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const count = new Intl.NumberFormat(intl)
  return {
    shortDay: (day: Day) => short.format(dayDate(day)),
    weekday: (day: Day) => weekday.format(dayDate(day)),
    range: (from: Day, to: Day) => long.formatRange(dayDate(from), dayDate(to)),
    count: (value: number) => count.format(value),
  }
}

/** The 30-day chart of one property as a PNG, twice the CSS size for sharp screens. */
export async function chartPicture(report: SubjectReport, week: ReportWeek, locale: Locale): Promise<Buffer> {
  const svg = visitsChartSvg(report.lastDays, { formatDay: formatters(locale).shortDay, highlightFrom: week.monday, fontSize: 13 })
  return sharp(Buffer.from(svg), { density: 144 }).png({ compressionLevel: 9 }).toBuffer()
}

export const CHART_SIZE = { width: 640, height: 220 } as const
const chartCid = (report: SubjectReport) => `chart-${report.kind}-${report.id}@zeedijk`

/** The mail of one owner: text and HTML with the same numbers, the charts attached inline. */
export function weeklyReportMail(owner: Owner, week: ReportWeek, reports: SubjectReport[], pictures: Buffer[]): SendEmailOptions {
  const locale = isLocale(owner.locale) ? owner.locale : 'nl'
  const t = translatorFor(locale, 'ownerReport')
  const f = formatters(locale)
  const site = getEnv().SITE_URL
  const portal = `${site}${publicPath('/login/portal', locale)}`
  const off = weeklyReportOffUrl(owner.id, locale)
  const weekText = f.range(week.monday, week.sunday)
  const weekDays = Array.from({ length: 7 }, (_, index) => addDays(week.monday, index))

  const sections = reports.map((report) => {
    const byDay = new Map(report.lastDays.map((day) => [day.day, day.visits]))
    const last30 = report.lastDays.reduce((sum, day) => sum + day.visits, 0)
    const first = report.lastDays[0]?.day ?? week.monday
    return (
      <MailSection key={chartCid(report)}>
        <Heading>{[report.title, report.place].filter(Boolean).join(' – ')}</Heading>
        <Figures
          figures={[
            { value: f.count(report.week), label: t('weekVisits') },
            { value: f.count(report.total), label: t('totalVisits') },
            { value: f.count(last30), label: t('last30Visits') },
          ]}
        />
        <MailImage
          src={`cid:${chartCid(report)}`}
          width={CHART_SIZE.width}
          height={CHART_SIZE.height}
          alt={t('chartAlt', { from: f.shortDay(first), to: f.shortDay(week.sunday), count: last30 })}
          caption={t('chartCaption')}
        />
        <Paragraph tone="detail">{t('perDay', { days: weekDays.map((day) => t('dayCount', { day: f.weekday(day), count: f.count(byDay.get(day) ?? 0) })).join(' · ') })}</Paragraph>
      </MailSection>
    )
  })

  const stopLine = (
    <>
      {t('why')}{' '}
      <MailLink href={off} plainText={t('offLink', { url: off })}>
        {t('off')}
      </MailLink>
    </>
  )
  return {
    to: owner.email,
    subject: t('subject', { week: weekText }),
    headers: { 'List-Unsubscribe': `<${off}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...renderMail(
      <MailLayout lang={locale} maxWidth={680} signature={t('signature')} stopLine={stopLine}>
        <MailSection>
          <Paragraph>{t('greeting', { name: owner.name })}</Paragraph>
        </MailSection>
        <MailSection>
          <Paragraph>{t('intro', { week: weekText })}</Paragraph>
        </MailSection>
        {sections}
        <MailSection>
          <ButtonLink href={portal} plainText={`${t('portal')} ${portal}`}>
            {t('portalButton')}
          </ButtonLink>
        </MailSection>
      </MailLayout>,
    ),
    attachments: reports.map((report, index) => ({
      filename: `visits-${report.kind}-${report.id}.png`,
      content: pictures[index],
      contentType: 'image/png',
      cid: chartCid(report),
      contentDisposition: 'inline' as const,
    })),
  }
}

/** Sends the report of the last whole week before `now` to every owner who should have it and has not. */
export async function sendWeeklyReports(payload: Payload, now = new Date()): Promise<{ week: Day; mailed: number }> {
  const week = reportWeek(now)
  const { docs: owners } = await payload.find({
    collection: 'owners',
    where: {
      and: [
        { weeklyReport: { equals: true } },
        { passwordSetAt: { exists: true } },
        { or: [{ lastReportWeek: { exists: false } }, { lastReportWeek: { not_equals: week.monday } }] },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  let mailed = 0
  let failure: unknown = null
  for (const owner of owners) {
    try {
      const reports = await ownerReport(payload, owner, week)
      // An owner with nothing linked yet has nothing to read; the next week may.
      if (reports.length === 0) continue
      const locale = isLocale(owner.locale) ? owner.locale : 'nl'
      const pictures = await Promise.all(reports.map((report) => chartPicture(report, week, locale)))
      await sendMail(weeklyReportMail(owner, week, reports, pictures))
      await payload.update({ collection: 'owners', id: owner.id, data: { lastReportWeek: week.monday }, overrideAccess: true, context: { noInvitation: true } })
      mailed++
    } catch (error) {
      // The other owners still get theirs; the job fails at the end and its retry sends what is missing.
      payload.logger.error({ err: error, owner: owner.id }, 'A weekly report could not be sent')
      failure = error
    }
  }
  if (failure) throw failure
  return { week: week.monday, mailed }
}

export const weeklyOwnerReportsTask: TaskConfig<{ input: { now?: string }; output: { week: string; mailed: number } }> = {
  slug: 'weeklyOwnerReports',
  label: "Owners' weekly report mail",
  // `now` only for tests and staff re-running a past week; the scheduled runs leave it empty.
  inputSchema: [{ name: 'now', type: 'text' }],
  outputSchema: [
    { name: 'week', type: 'text' },
    { name: 'mailed', type: 'number' },
  ],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5 * 60_000 } },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    // First the next Monday's run, so even a run that fails for good leaves one behind.
    await queueNextRun(payload, WEEKLY_REPORTS, new Date(), job.id)
    if (await isSecondRun(payload, WEEKLY_REPORTS.task, job.id)) return { output: { week: '', mailed: 0 } }
    const now = input.now ? new Date(input.now) : new Date()
    if (Number.isNaN(now.getTime())) throw new Error(`Not a moment: ${input.now}`)
    return { output: await sendWeeklyReports(payload, now) }
  },
}
