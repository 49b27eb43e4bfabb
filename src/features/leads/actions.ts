'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { FORMS } from '@/domain/forms/forms'
import { isLocale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { clientAddressOf } from '@/server/client-address'
import { sendQueuedMailSoon } from '@/server/mail-queue'
import { getPayloadClient } from '@/server/payload'

import type { LeadFormState } from './form-state'
import { receiveLead } from './receive-lead'

/** The visitor's address, read from the right of X-Forwarded-For (never the client-chosen left end). */
async function clientIp(): Promise<string> {
  return clientAddressOf(await headers())
}

/** Every visitor form posts here, with or without JavaScript. */
export async function submitLead(_previous: LeadFormState, data: FormData): Promise<LeadFormState> {
  const payload = await getPayloadClient()
  let result: Awaited<ReturnType<typeof receiveLead>>
  try {
    result = await receiveLead(payload, data, { ip: await clientIp() })
  } catch (error) {
    // Whatever went wrong, the visitor gets the translated 'not sent, try again', never a stack trace.
    payload.logger.error({ err: error }, 'A form could not be received')
    return { status: 'error', errors: {}, problem: 'server', values: {}, at: Date.now() }
  }
  if (!result.ok) return { status: 'error', errors: result.errors, problem: result.problem, values: result.values, at: Date.now() }

  sendQueuedMailSoon(payload)

  const { kind, locale } = result.lead
  const thankYou = FORMS[kind].thankYou
  if (thankYou && isLocale(locale)) redirect(publicPath(`/thank-you/${thankYou}`, locale))
  return { status: 'done', notice: result.notice ?? null, at: Date.now() }
}
