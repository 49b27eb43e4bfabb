'use client'

import { formatPhone, phoneHref } from '@/domain/phone'
import { ERROR_TEXTS } from '@/i18n/error-texts'
import type { Locale } from '@/i18n/locales'

/**
 * SPEC §8's error page: what happened in the visitor's words, a retry, the way home and the agency's
 * phone. Never the error's message, digest or stack: those stay in the server log.
 */
export function ErrorView({ locale, phone, retry }: { locale: Locale; phone: string | null; retry?: () => void }) {
  const t = ERROR_TEXTS[locale]
  const [before, after] = t.call.split('{phone}')
  return (
    <div className="container not-found" role="alert">
      <h1>{t.title}</h1>
      <p className="lead">{t.text}</p>
      <p className="home-search__buttons" style={{ justifyContent: 'center' }}>
        {retry && (
          <button type="button" className="button" onClick={retry}>
            {t.retry}
          </button>
        )}
        <a className="button button--ghost" href={`/${locale}/`}>
          {t.home}
        </a>
      </p>
      {phone && (
        <p>
          {before}
          <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
          {after}
        </p>
      )}
    </div>
  )
}
