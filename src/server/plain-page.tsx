import type { ReactNode } from 'react'

import { DEFAULT_AGENCY_NAME, titleWithBrand } from '@/domain/brand'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { renderDocument } from '@/shared/mail'

const STYLE =
  'body{font-family:system-ui,sans-serif;color:#1b2430;max-width:36rem;margin:15vh auto;padding:0 16px;line-height:1.6}a{color:#145f8c}button{font:inherit;padding:.6em 1.4em;border:0;border-radius:4px;background:#145f8c;color:#fff;cursor:pointer}'

/**
 * A small standalone page for links followed from a mail (unsubscribe, weekly report off): no site shell,
 * never cached, never indexed. Rendered like the mails (React escapes the texts, ADR 0048); `body` is
 * `paragraph` and perhaps `postButton` below.
 */
export function plainPage({ locale, status, title, body, backHome }: { locale: Locale; status: number; title: string; body: ReactNode; backHome: string }): Response {
  const html = renderDocument(
    <html lang={locale}>
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole document rendered to a string, not a Next.js page */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{titleWithBrand(title, DEFAULT_AGENCY_NAME)}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <h1>{title}</h1>
        {body}
        <p>
          <a href={publicPath('/', locale)}>{backHome}</a>
        </p>
      </body>
    </html>,
  )
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** A paragraph of text, and a one-button form that posts back to the same address; a page's body is one or both. */
export const paragraph = (text: string) => <p key="text">{text}</p>
export const postButton = (label: string) => (
  <form key="button" method="post">
    <button type="submit">{label}</button>
  </form>
)
