import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { formatCallSlot } from '@/domain/forms/call-slots'
import type { Choices } from '@/domain/forms/fields'
import { sendFailureOf } from '@/domain/forms/failures'
import { type FormDefinition, formOf, type FormOptions, type LeadKind } from '@/domain/forms/forms'
import { getSettings } from '@/shared/site/queries'
import { INTL_LOCALE, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { formWords } from '@/shared/forms/form-words'

import { loadChoices } from './choices'
import type { LeadFormText, Option, ShownField } from './LeadForm'
import { LeadForm } from './LeadFormLoader'
import { FORM_PROBLEMS, type FormValues } from '@/shared/forms/form-state'

type Props = {
  kind: LeadKind
  locale: Locale
  subject?: { property?: number; project?: number }
  /** Heading level of the section title; the form's own title unless given. */
  title?: string | null
  headingLevel?: 2 | 3
  intro?: string | null
  /** No heading of its own: the page module around it has one. */
  bare?: boolean
  /** Folded behind its title until opened (several forms on one page). */
  disclosure?: 'open' | 'closed'
  /** What the form shows filled in before the visitor types (never sent by itself). */
  initialValues?: FormValues
  /** The form's short version (the valuation closing the seller pages): its essential fields only. */
  short?: boolean
  children?: ReactNode
  /** Right above the send button (LeadForm). */
  beforeSend?: ReactNode
}

/** The words every form shares, in the visitor's language; with a kind, its own words when it cannot be sent (SPEC §8). */
export async function formText(locale: Locale, kind?: LeadKind): Promise<LeadFormText> {
  const [t, words] = await Promise.all([getTranslations({ locale, namespace: 'forms' }), formWords(locale)])
  const problems = Object.fromEntries(FORM_PROBLEMS.map((key) => [key, t(`problems.${key}`)])) as LeadFormText['problems']
  if (kind) problems.server = t(`sendFailures.${sendFailureOf(kind)}`)
  return {
    ...words,
    send: t('send'),
    sending: t('sending'),
    problems,
    notices: { documentsSent: t('notices.documentsSent'), documentsPending: t('notices.documentsPending'), bookingHeld: t('notices.bookingHeld') },
    captcha: {
      label: t('captcha.label'),
      verifying: t('captcha.verifying'),
      verified: t('captcha.verified'),
      error: t('captcha.error'),
      expired: t('captcha.expired'),
      noscript: t('captcha.noscript'),
    },
    honeypot: t('honeypot'),
  }
}

/** A form's fields with their words in the visitor's language and their choices looked up. */
export async function shownFields(form: FormDefinition, locale: Locale, subject?: { property?: number }): Promise<ShownField[]> {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const lookups = new Map<Choices, Option[]>()
  for (const field of form.fields) {
    if ((field.type === 'select' || field.type === 'radio' || field.type === 'checkboxes') && typeof field.choices === 'string' && !lookups.has(field.choices)) {
      lookups.set(field.choices, await loadChoices(field.choices, locale, subject))
    }
  }
  return form.fields.map((field) => {
    const shown: ShownField = { ...field, label: t(`fields.${field.name}` as never) }
    if (t.has(`hints.${field.name}` as never)) shown.hint = t(`hints.${field.name}` as never)
    if (field.type === 'select' || field.type === 'radio' || field.type === 'checkboxes') {
      shown.options =
        typeof field.choices === 'string'
          ? (lookups.get(field.choices) ?? [])
          : // Call-back slots are hours, written from the one definition in each language's own way (ADR 0039).
            field.choices.map((value) => ({ value, label: field.name === 'timeSlots' ? formatCallSlot(value, INTL_LOCALE[locale]) : t(`choices.${field.name}.${value}` as never) }))
    }
    return shown
  })
}

/** What shapes a form beyond its kind: the agency's Settings and the page's choice (the server reads the same). */
export async function formOptions(kind: LeadKind, short = false): Promise<FormOptions> {
  const alertAsksPhone = kind === 'search-profile' ? Boolean((await getSettings()).leadForms?.alertAsksPhone) : false
  return { alertAsksPhone, short }
}

/** A visitor form as a page section: title, intro and the form with its choices looked up. */
export async function LeadFormSection({ kind, locale, subject, title, headingLevel = 2, intro, bare, disclosure, initialValues, short, children, beforeSend }: Props) {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const options = await formOptions(kind, short)
  const fields = await shownFields(formOf(kind, options), locale, subject)
  const Heading = `h${headingLevel}` as const
  const headingId = `form-${kind}${short ? '-short' : ''}-title`
  const introText = bare ? null : intro ?? (t.has(`intros.${kind}` as never) ? t(`intros.${kind}` as never) : null)
  const heading = bare ? null : (
    <Heading id={headingId} className="lead-section__title">
      {title || t(`titles.${kind}`)}
    </Heading>
  )
  const body = (
    <>
      {introText && <p className="lead-section__intro">{introText}</p>}
      <LeadForm
        kind={kind}
        locale={locale}
        fields={fields}
        subject={subject}
        initialValues={initialValues}
        options={options}
        beforeSend={beforeSend}
        text={await formText(locale, kind)}
        privacy={
          <a href={publicPath('/privacy-statement', locale)} target="_blank" rel="noopener">
            {t('privacyLink')}
          </a>
        }
      >
        {children}
      </LeadForm>
    </>
  )
  if (disclosure) {
    return (
      <details className="lead-section lead-section--disclosure" id={kind} open={disclosure === 'open'}>
        <summary>{heading}</summary>
        {body}
      </details>
    )
  }
  return (
    <section className="lead-section" aria-labelledby={bare ? undefined : headingId} id={short ? `${kind}-short` : kind}>
      {heading}
      {body}
    </section>
  )
}
