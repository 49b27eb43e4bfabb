import { isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { publicPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'
import { unsubscribeProfile } from '@/features/leads/search-alerts'
export const dynamic = 'force-dynamic'

function page(locale: Locale, status: number, ok: boolean) {
  const t = translatorFor(locale, 'leadMail')
  const title = ok ? t('unsubscribedTitle') : t('unsubscribeInvalid')
  const body = ok ? `<p>${t('unsubscribedBody')}</p>` : ''
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} – Zeedijk Vastgoed</title>
<style>body{font-family:system-ui,sans-serif;color:#1b2430;max-width:36rem;margin:15vh auto;padding:0 16px;line-height:1.6}a{color:#145f8c}</style></head>
<body><h1>${title}</h1>${body}<p><a href="${publicPath('/', locale)}">${t('backHome')}</a></p></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** One click (a GET from the mail, or the List-Unsubscribe POST of mail clients) ends a profile's alerts. */
async function unsubscribe(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const result = await unsubscribeProfile(await getPayloadClient(), token)
  return result.ok ? page(isLocale(result.locale) ? result.locale : 'nl', 200, true) : page('nl', 404, false)
}

export { unsubscribe as GET, unsubscribe as POST }
