import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The mails the site wrote to its outbox folder (src/server/mail.ts: without SMTP_URL every mail is an .eml
 * file in <DATA_DIR>/outbox), read back by the tests that follow a mail's link.
 */
export type OutboxMail = { file: string; to: string; subject: string; body: string }

/** Quoted-printable (RFC 2045): soft line breaks joined, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null
    if (hex) {
      bytes.push(parseInt(hex[0], 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** A header's encoded words (=?UTF-8?Q?…?=), as nodemailer writes a subject with accents. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => decodeQuotedPrintable(word.replace(/_/g, ' ')))
    .replace(/=\?UTF-8\?B\?(.*?)\?=/gi, (_, word: string) => Buffer.from(word, 'base64').toString('utf8'))

function parse(file: string): OutboxMail {
  const raw = readFileSync(file, 'utf8')
  const split = raw.indexOf('\n\n')
  // Folded header lines continue with whitespace.
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? ''
  return { file, to: header('To'), subject: decodeHeader(header('Subject')), body: decodeQuotedPrintable(raw.slice(split + 2)) }
}

/** Every mail of the folder, oldest first (the file names start with the time of sending). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parse(path.join(dir, name)))
}

/** The mails to one address, oldest first. */
export const mailsTo = (dataDir: string, email: string) => readOutbox(dataDir).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()))

/** The link of an invitation or reminder mail: the new-password page with its token. */
export function passwordLink(mail: OutboxMail): URL {
  const found = /https?:\/\/[^\s"<>]+\?token=[A-Za-z0-9_-]{43}/.exec(mail.body)
  if (!found) throw new Error(`No password link in the mail ${mail.file}`)
  return new URL(found[0])
}
