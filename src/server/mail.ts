import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { dataDir, getEnv } from './env'

export const outboxDir = path.join(dataDir, 'outbox')
export const DEFAULT_FROM = { address: 'no-reply@zeedijk.be', name: 'Zeedijk Vastgoed' }

let transporter: Transporter | undefined

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written to data/outbox/ as an .eml file, so nothing
 * is lost on a machine without a mail server and a developer can open what would have been sent.
 */
function getTransporter(): Transporter {
  if (transporter) return transporter
  const { SMTP_URL } = getEnv()
  transporter = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return transporter
}

export async function sendMail(message: SendEmailOptions): Promise<{ messageId: string; file?: string }> {
  const info = await getTransporter().sendMail({ from: { name: DEFAULT_FROM.name, address: DEFAULT_FROM.address }, ...message })
  if ('message' in info && Buffer.isBuffer(info.message)) {
    await mkdir(outboxDir, { recursive: true })
    const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
    await writeFile(file, info.message)
    return { messageId: info.messageId, file }
  }
  return { messageId: info.messageId }
}

/** Payload's own mails (staff password reset) go through the same transport. */
export const mailAdapter: EmailAdapter = () => ({
  name: 'zeedijk-nodemailer',
  defaultFromAddress: DEFAULT_FROM.address,
  defaultFromName: DEFAULT_FROM.name,
  sendEmail: (message) => sendMail(message),
})
