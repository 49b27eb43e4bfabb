import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { dataDir, getEnv } from './env'
import { metrics } from './metrics'
import { DEFAULT_AGENCY_NAME } from '../domain/brand'

export const outboxDir = path.join(dataDir, 'outbox')
export const DEFAULT_FROM = { address: 'no-reply@zeedijk.be', name: DEFAULT_AGENCY_NAME }

let transporter: Transporter | undefined

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written to data/outbox/ as an .eml file, so nothing
 * is lost on a machine without a mail server and a developer can open what would have been sent.
 */
function getTransporter(): Transporter {
  if (transporter) return transporter
  const { SMTP_URL, isProduction } = getEnv()
  // Production never pretends: without SMTP a mail fails (and the lead is retried, then `failed`) instead
  // of being written to the server's disk and counted as sent. The start refuses this setup anyway.
  if (!SMTP_URL && isProduction) throw new Error('SMTP_URL is not set (APP_ENV=production)')
  transporter = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return transporter
}

export async function sendMail(message: SendEmailOptions): Promise<{ messageId: string; file?: string }> {
  const { mails } = metrics()
  let info: { messageId: string; message?: unknown }
  try {
    info = await getTransporter().sendMail({ from: { name: DEFAULT_FROM.name, address: DEFAULT_FROM.address }, ...message })
  } catch (error) {
    mails.inc({ outcome: 'failed' })
    throw error
  }
  mails.inc({ outcome: 'sent' })
  if ('message' in info && Buffer.isBuffer(info.message)) {
    await mkdir(outboxDir, { recursive: true })
    const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
    await writeFile(file, info.message)
    return { messageId: info.messageId, file }
  }
  return { messageId: info.messageId }
}

/**
 * Where mail for the agency goes: the e-mail in Settings. The demo falls back to the sender address (the
 * mail lands in data/outbox/ anyway); production never does, so a lead is not `sent` to nobody: the try fails
 * and is retried, and the start refuses an empty setting (ADR 0015).
 */
export function agencyInbox(email: string | null | undefined): string {
  if (email?.trim()) return email.trim()
  if (getEnv().isProduction) throw new Error("The agency's e-mail in Settings is empty")
  return DEFAULT_FROM.address
}

/** Payload's own mails (staff password reset) go through the same transport. */
export const mailAdapter: EmailAdapter = () => ({
  name: 'zeedijk-nodemailer',
  defaultFromAddress: DEFAULT_FROM.address,
  defaultFromName: DEFAULT_FROM.name,
  sendEmail: (message) => sendMail(message),
})
