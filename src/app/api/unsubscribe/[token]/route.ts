import { isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { publicPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'
import { profileOfUnsubscribeLink, unsubscribeProfile } from '@/features/leads/search-alerts'
import { escapeHtml } from '@/features/leads/lead-mail'
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ token: string }> }

function page(locale: Locale, status: number, title: string, body: string) {
  const t = translatorFor(locale, 'leadMail')
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – Zeedijk Vastgoed</title>
<style>body{font-family:system-ui,sans-serif;color:#1b2430;max-width:36rem;margin:15vh auto;padding:0 16px;line-height:1.6}a{color:#145f8c}button{font:inherit;padding:.6em 1.4em;border:0;border-radius:4px;background:#145f8c;color:#fff;cursor:pointer}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}<p><a href="${publicPath('/', locale)}">${escapeHtml(t('backHome'))}</a></p></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

const invalid = () => page('nl', 404, translatorFor('nl', 'leadMail')('unsubscribeInvalid'), '')

/**
 * GET (the link in the mail, also fetched by mail scanners) only asks: a page with one button. The button's
 * POST, like the one-click List-Unsubscribe-Post of mail clients (RFC 8058), ends the alerts.
 */
export async function GET(_request: Request, { params }: Params) {
  const { token } = await params
  const profile = await profileOfUnsubscribeLink(await getPayloadClient(), token)
  if (!profile) return invalid()
  const locale = isLocale(profile.locale) ? profile.locale : 'nl'
  const t = translatorFor(locale, 'leadMail')
  const form = `<p>${escapeHtml(t('unsubscribeConfirmBody'))}</p><form method="post"><button type="submit">${escapeHtml(t('unsubscribeButton'))}</button></form>`
  return page(locale, 200, t('unsubscribeConfirmTitle'), form)
}

export async function POST(_request: Request, { params }: Params) {
  const { token } = await params
  const result = await unsubscribeProfile(await getPayloadClient(), token)
  if (!result.ok) return invalid()
  const locale = isLocale(result.locale) ? result.locale : 'nl'
  const t = translatorFor(locale, 'leadMail')
  return page(locale, 200, t('unsubscribedTitle'), `<p>${escapeHtml(t('unsubscribedBody'))}</p>`)
}
