import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { DEFAULT_AGENCY_NAME, titleWithBrand } from '@/domain/brand'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A small standalone page for links followed from a mail (unsubscribe, weekly report off): no site shell,
 * never cached, never indexed. `body` is HTML the caller built from escaped text.
 */
export function plainPage({ locale, status, title, body, backHome }: { locale: Locale; status: number; title: string; body: string; backHome: string }): Response {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(titleWithBrand(title, DEFAULT_AGENCY_NAME))}</title>
<style>body{font-family:system-ui,sans-serif;color:#1b2430;max-width:36rem;margin:15vh auto;padding:0 16px;line-height:1.6}a{color:#145f8c}button{font:inherit;padding:.6em 1.4em;border:0;border-radius:4px;background:#145f8c;color:#fff;cursor:pointer}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}<p><a href="${publicPath('/', locale)}">${escapeHtml(backHome)}</a></p></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** A paragraph of escaped text, and a one-button form that posts back to the same address. */
export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`
export const postButton = (label: string) => `<form method="post"><button type="submit">${escapeHtml(label)}</button></form>`
