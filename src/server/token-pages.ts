import type { Payload } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'

import { getPayloadClient } from './payload'
import { type PageBody, plainPage } from './plain-page'
import { type LinkedRecord, personNotFoundPage } from './stop-links'

/** The namespaces whose texts the token pages use; each has a `backHome` text. */
type TokenPageNamespace = 'leadMail' | 'ownerReport'
type Translator<N extends TokenPageNamespace> = ReturnType<typeof translatorFor<N>>

/** What a token page shows: a title, what stands under it, and the status (200 unless said). */
export type TokenPage = { title: string; body: PageBody; status?: number }
type PageFor<N extends TokenPageNamespace, R> = (found: R, context: { t: Translator<N>; locale: Locale; payload: Payload }) => TokenPage | Promise<TokenPage>

type NotFound = Exclude<LinkedRecord<unknown>, { kind: 'found' }>
type Params = { params: Promise<{ token: string }> }

/** A record read without the stop-link kinds (null when the link is not one of ours): found or invalid. */
export const foundOrInvalid = <R>(record: R | null): LinkedRecord<R> => (record ? { kind: 'found', record } : { kind: 'invalid' })

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'nl')

/**
 * The GET and POST of a page behind a signed link in a mail (unsubscribe, weekly report off, confirm a search
 * profile or a booking). GET, also fetched by mail scanners, only asks: `find` reads what the link names and
 * `ask` says what the button will do. The button's POST (or a mail client's one-click List-Unsubscribe-Post,
 * RFC 8058) runs `act`, and `done` says what happened. Both answer in the record's language; a link the site did
 * not sign gets the Dutch `invalid` page (404), and a genuine link whose `person` was deleted since says so
 * (SPEC §8 "person not found").
 */
export function tokenPageRoutes<N extends TokenPageNamespace, R extends { locale: string }, D extends { kind: 'found'; locale: string }>(config: {
  namespace: N
  invalid: (t: Translator<N>) => string
  person?: 'searchProfile' | 'owner'
  find: (payload: Payload, token: string) => Promise<LinkedRecord<R>>
  ask: PageFor<N, R>
  act: (payload: Payload, token: string) => Promise<D | NotFound>
  done: PageFor<N, D>
}) {
  const translator = (locale: Locale): Translator<N> => translatorFor(locale, config.namespace)
  const page = (locale: Locale, { title, body, status = 200 }: TokenPage) =>
    plainPage({ locale, status, title, body, backHome: translatorFor(locale, config.namespace as TokenPageNamespace)('backHome') })
  const invalid = () => page('nl', { status: 404, title: config.invalid(translator('nl')), body: '' })
  const gone = (request: Request, locale: Locale | null) => (config.person ? personNotFoundPage(request, locale, config.person) : invalid())

  async function respond<F extends { kind: 'found'; locale: string }>(request: Request, { params }: Params, load: (payload: Payload, token: string) => Promise<F | NotFound>, show: PageFor<N, F>) {
    const { token } = await params
    const payload = await getPayloadClient()
    const result = await load(payload, token)
    if (result.kind === 'invalid') return invalid()
    if (result.kind === 'gone') return gone(request, result.locale)
    const locale = localeOf(result.locale)
    return page(locale, await show(result, { t: translator(locale), locale, payload }))
  }

  const findWithLocale = async (payload: Payload, token: string) => {
    const linked = await config.find(payload, token)
    return linked.kind === 'found' ? { kind: 'found' as const, locale: linked.record.locale, record: linked.record } : linked
  }

  return {
    GET: (request: Request, context: Params): Promise<Response> => respond(request, context, findWithLocale, (found, pageContext) => config.ask(found.record, pageContext)),
    POST: (request: Request, context: Params): Promise<Response> => respond(request, context, config.act, config.done),
  }
}
