import { getTranslations } from 'next-intl/server'

import { type ContactPerson, contactPerson, type ContactSource } from '@/domain/contact-person'
import { formatPhone, phoneHref } from '@/domain/phone'
import { getSettings } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'

/** The contact of a property (its agent) or a project (the agency), each missing detail taken from the agency. */
export async function pageContact(agent: ContactSource | null | undefined, locale: Locale): Promise<ContactPerson | null> {
  const settings = await getSettings(locale)
  return contactPerson(agent, settings.agency)
}

const ICONS = {
  call: 'M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  visit: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
} as const

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  )
}

/** Under the title: who to call, so the number is seen before the photos and forms (ADR 0036). */
export async function ContactLine({ contact, locale }: { contact: ContactPerson; locale: Locale }) {
  const detail = await getTranslations({ locale, namespace: 'detail' })
  return (
    <p className="contact-line">
      <span className="contact-line__label">{contact.isAgent ? detail('contactLead') : detail('contactLeadAgency')}</span>{' '}
      {contact.name && <strong>{contact.name}</strong>}
      {contact.name && contact.phone && ' · '}
      {contact.phone && <a href={phoneHref(contact.phone)}>{formatPhone(contact.phone)}</a>}
    </p>
  )
}

/**
 * The contact panel of the side column, which stays in view on desktops while the page scrolls (CSS), with
 * every number of the agent and a button to the page's visit or contact form.
 */
export async function ContactPanel({ contact, locale, form }: { contact: ContactPerson; locale: Locale; form: { href: string; label: string } | null }) {
  const detail = await getTranslations({ locale, namespace: 'detail' })
  return (
    <section className="panel contact-panel" aria-labelledby="contact-panel-title">
      <h2 id="contact-panel-title">{contact.isAgent ? detail('agent') : detail('contactAgency')}</h2>
      {contact.name && <p className="panel__name">{contact.name}</p>}
      {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
      {contact.phones.map((phone) => (
        <a key={phone} href={phoneHref(phone)}>
          {formatPhone(phone)}
        </a>
      ))}
      {form && (
        <a className="button contact-panel__form" href={form.href}>
          {form.label}
        </a>
      )}
    </section>
  )
}

/**
 * On phones and tablets, a bar fixed to the bottom of the screen: call, write, jump to the form. Plain links,
 * so it needs no JavaScript; CSS hides it on desktops (the side column is there) and in print.
 */
export async function ActionBar({ contact, locale, form }: { contact: ContactPerson; locale: Locale; form: { href: string; label: string } | null }) {
  const detail = await getTranslations({ locale, namespace: 'detail' })
  return (
    <nav className="action-bar" aria-label={detail('contactActions')}>
      {contact.phone && (
        <a href={phoneHref(contact.phone)} aria-label={`${detail('call')} ${formatPhone(contact.phone)}`}>
          <Icon name="call" />
          <span>{detail('call')}</span>
        </a>
      )}
      {contact.email && (
        <a href={`mailto:${contact.email}`} aria-label={`${detail('email')} ${contact.email}`}>
          <Icon name="mail" />
          <span>{detail('email')}</span>
        </a>
      )}
      {form && (
        <a href={form.href} className="action-bar__form">
          <Icon name="visit" />
          <span>{form.label}</span>
        </a>
      )}
    </nav>
  )
}
