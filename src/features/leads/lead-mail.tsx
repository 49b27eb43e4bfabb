import { formatCallSlot } from '@/domain/forms/call-slots'
import type { LeadKind } from '@/domain/forms/forms'
import { calendarFile } from '@/domain/ics'
import { INTL_LOCALE, type Locale } from '@/i18n/locales'
import { MESSAGES, translatorFor } from '@/i18n/messages'
import { KeyValueTable, MailLayout, MailLink, MailSection, Paragraph, renderMail } from '@/shared/mail'

export type LeadForMail = {
  kind: LeadKind
  locale: Locale
  summary: string
  email?: string | null
  page?: string | null
  fields: Record<string, unknown>
  /** The property or project the lead is about, with its public address. */
  subject?: { title: string; url: string } | null
  /** A booked visit moment, in words. */
  slot?: string | null
  /** Document links that stop working at `until`. */
  documents?: { links: { name: string; url: string }[]; until: Date } | null
  /** A document request held for approval (hidden address, ADR 0042): the agency's mail says what to do. */
  documentsHeld?: boolean
  /** A new search profile's confirmation link (double opt-in): its alerts start once it is opened. */
  confirmProfile?: string | null
  /** A confirmed visit, for the calendar file: its times, a UID stable per lead, the published address, the agency. */
  visit?: { uid: string; start: Date; end: Date; location?: string | null; organizer?: { name: string; email: string } | null } | null
  /** Asked for on the form (SPEC §3 brochure request): the property's PDF, or null when it could not be had. */
  brochure?: { file: MailAttachment | null } | null
}

/** Base64 keeps a file's bytes exactly (an .ics needs its CRLF line ends, which quoted-printable may rewrite). */
export type MailAttachment = { filename: string; content: string | Buffer; contentType: string; contentTransferEncoding: 'base64' }
export type Mail = { to: string; replyTo?: string; subject: string; text: string; html: string; attachments?: MailAttachment[] }

/** The fields as label/value pairs in one language; choices and booleans in words. */
function rows(lead: LeadForMail, locale: Locale): [string, string][] {
  const forms = MESSAGES[locale].forms
  const labels = forms.fields as Record<string, string>
  const choices = forms.choices as Record<string, Record<string, string>>
  const mail = MESSAGES[locale].leadMail
  const words = (field: string, value: unknown): string => {
    if (typeof value === 'boolean') return value ? mail.yes : mail.no
    if (Array.isArray(value)) return value.map((item) => words(field, item)).join(', ')
    if (field === 'timeSlots' && typeof value === 'string') return formatCallSlot(value, INTL_LOCALE[locale])
    if (typeof value === 'string' && choices[field]?.[value]) return choices[field][value]
    return String(value)
  }
  return Object.entries(lead.fields)
    .filter(([field, value]) => field !== 'privacy' && value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([field, value]) => [labels[field] ?? field, words(field, value)])
}

type Block = { text: string } | { link: { label: string; url: string } }

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) =>
    'text' in block ? (
      <Paragraph key={index}>{block.text}</Paragraph>
    ) : (
      <Paragraph key={index}>
        <MailLink href={block.link.url}>{block.link.label}</MailLink>
      </Paragraph>
    ),
  )
}

/** The texts and links, then the fields (the agency's copy), then the signature (the visitor's side). */
function render(locale: Locale, blocks: Block[], { table = [], signature }: { table?: [string, string][]; signature?: string }): { text: string; html: string } {
  return renderMail(
    <MailLayout lang={locale} signature={signature}>
      <MailSection>
        <Blocks blocks={blocks} />
      </MailSection>
      {table.length > 0 && (
        <MailSection>
          <KeyValueTable rows={table} />
        </MailSection>
      )}
    </MailLayout>,
  )
}

const translator = (locale: Locale) => translatorFor(locale, 'leadMail')

/** The agency's notification, in Dutch (the agency's language), with every field and a reply-to. */
export function agencyMail(lead: LeadForMail, agencyEmail: string): Mail {
  const t = translator('nl')
  const kind = t(`kinds.${lead.kind}`)
  const blocks: Block[] = [{ text: t('agencyIntro', { page: lead.page ?? '–' }) }, { text: `${kind} · ${lead.locale.toUpperCase()}` }]
  if (lead.subject) blocks.push({ link: { label: t('propertyLine', { property: lead.subject.title }), url: lead.subject.url } })
  if (lead.confirmProfile) blocks.push({ text: t('profileConfirmBody') }, { link: { label: t('profileConfirmLink'), url: lead.confirmProfile } })
  if (lead.slot) blocks.push({ text: t('appointmentBody', { slot: lead.slot }) })
  if (lead.brochure) blocks.push({ text: t(lead.brochure.file ? 'brochureAsked' : 'brochureMissing') })
  if (lead.documentsHeld) blocks.push({ text: t('documentsHeld') })
  return { to: agencyEmail, replyTo: lead.email ?? undefined, subject: t('agencySubject', { kind, name: lead.summary }), ...render('nl', blocks, { table: rows(lead, 'nl') }) }
}

/** A mail to the visitor's side: in the visitor's language, signed by the agency. */
const signed = (locale: Locale, blocks: Block[]) => render(locale, blocks, { signature: translator(locale)('signature') })

/**
 * The mail to the visitor's side, in the visitor's language: the friend's mail for 'send to a friend', the
 * document links for a document request, a confirmation for every other form.
 *
 * Anyone can type any address into a form, so this mail goes to an address that has not proven itself: it
 * carries only fixed translated texts, the booked moment and links the site made (property, documents),
 * never what the sender typed (no name, no message, no fields, no reply-to), so the site cannot relay spam
 * (ADR 0012). The agency's own notification keeps everything.
 */
export function visitorMail(lead: LeadForMail): Mail | null {
  const t = translator(lead.locale)
  if (lead.kind === 'send-to-friend') {
    const friend = lead.fields.friendEmail
    if (typeof friend !== 'string' || !lead.subject) return null
    const blocks: Block[] = [{ text: t('greeting') }, { text: t('friendBody') }, { link: { label: lead.subject.title, url: lead.subject.url } }, { text: t('friendNotice') }]
    return { to: friend, subject: t('friendSubject'), ...signed(lead.locale, blocks) }
  }
  if (!lead.email) return null
  if (lead.kind === 'document-request' && lead.documents && lead.subject) {
    const until = new Intl.DateTimeFormat(INTL_LOCALE[lead.locale], { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(lead.documents.until)
    const blocks: Block[] = [{ text: t('greeting') }, { text: t('documentsBody', { date: until }) }, ...lead.documents.links.map((link) => ({ link: { label: link.name, url: link.url } }))]
    return { to: lead.email, subject: t('documentsSubject', { property: lead.subject.title }), ...signed(lead.locale, blocks) }
  }
  const blocks: Block[] = [{ text: t('greeting') }, { text: t('confirmationBody') }]
  if (lead.confirmProfile) blocks.push({ text: t('profileConfirmBody') }, { link: { label: t('profileConfirmLink'), url: lead.confirmProfile } })
  if (lead.slot) blocks.push({ text: t('appointmentBody', { slot: lead.slot }) })
  if (lead.subject) blocks.push({ link: { label: t('propertyLine', { property: lead.subject.title }), url: lead.subject.url } })
  // The brochure is the site's own PDF of a public page: no visitor text travels with it (ADR 0012, 0030).
  const brochure = lead.brochure?.file ?? null
  if (brochure) blocks.push({ text: t('brochureAttached') })
  const mail: Mail = { to: lead.email, subject: t('confirmationSubject'), ...signed(lead.locale, blocks) }
  const attachments = [visitCalendar(lead), brochure].filter((attachment): attachment is MailAttachment => attachment !== null)
  return attachments.length ? { ...mail, attachments } : mail
}

/**
 * A booking whose e-mail address is not confirmed yet (issue 19 §2, ADR 0041): fixed texts, the moment, the
 * property link and the signed confirmation link only, like every mail to a typed address (ADR 0012).
 */
export function holdMail(lead: LeadForMail, confirmUrl: string): Mail | null {
  if (!lead.email || !lead.slot) return null
  const t = translator(lead.locale)
  const blocks: Block[] = [{ text: t('greeting') }, { text: t('holdBody', { slot: lead.slot }) }, { link: { label: confirmUrl, url: confirmUrl } }, { text: t('holdAfter') }]
  if (lead.subject) blocks.push({ link: { label: t('propertyLine', { property: lead.subject.title }), url: lead.subject.url } })
  return { to: lead.email, subject: t('holdSubject'), ...signed(lead.locale, blocks) }
}

/** The confirmed visit as an .ics file the visitor's calendar opens (RFC 5545), in the visitor's language. */
function visitCalendar(lead: LeadForMail): MailAttachment | null {
  if (!lead.visit || !lead.subject) return null
  const t = translator(lead.locale)
  const content = calendarFile({
    ...lead.visit,
    stamp: new Date(),
    summary: t('calendarSummary', { property: lead.subject.title }),
    description: lead.slot ? `${t('appointmentBody', { slot: lead.slot })}\n${lead.subject.url}` : lead.subject.url,
    url: lead.subject.url,
  })
  return { filename: t('calendarFile'), content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', contentTransferEncoding: 'base64' }
}

/** Where a lead's visitor-side mail goes: the address a visitor typed (their own or a friend's). */
export function visitorMailRecipient(kind: LeadKind, fields: Record<string, unknown>): string | null {
  const address = kind === 'send-to-friend' ? fields.friendEmail : fields.email
  return typeof address === 'string' && address ? address.trim().toLowerCase() : null
}
