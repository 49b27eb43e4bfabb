import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { temporaryPostgresUrl } from './setup-db'
import { requireRedis } from './setup-redis'

/**
 * Two instances of the site on one PostgreSQL database and one Redis, as two Node processes (each its own
 * Payload and server code, tests/integration/fixtures/instance.ts): what one instance counts or uses, the
 * other sees, and their two job runners send each mail exactly once to a real SMTP server started here.
 */
const AGENCY = 'kantoor@zeedijk.test'
const FORM_RATE_LIMIT = 3
/** Redis outlives the test's database: names that are new in every run keep runs apart. */
const run = randomBytes(4).toString('hex')
const inbox: Email[] = []
let smtp: SMTPServer
let dataDir: string
let databaseUrl: string

type Instance = { child: ChildProcess; call: <T>(op: string, args?: Record<string, unknown>) => Promise<T> }
const instances: Instance[] = []

function startInstance(env: NodeJS.ProcessEnv, name: string): Promise<Instance> {
  const child = fork(path.resolve('tests/integration/fixtures/instance.ts'), [], { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>()
  let sequence = 0
  const instance: Instance = {
    child,
    call: (op, args) =>
      new Promise((resolve, reject) => {
        const id = ++sequence
        waiting.set(id, { resolve: resolve as (value: never) => void, reject })
        child.send({ id, op, args })
      }),
  }
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const error = new Error(`instance ${name} exited (${code})`)
      for (const { reject: fail } of waiting.values()) fail(error)
      reject(error)
    })
    child.on('message', (message: { ready?: boolean; id?: number; result?: never; error?: string }) => {
      if (message.ready) return resolve(instance)
      const pending = waiting.get(message.id!)
      waiting.delete(message.id!)
      if (message.error) pending?.reject(new Error(`${name}: ${message.error}`))
      else pending?.resolve(message.result!)
    })
  })
}

const contact = (email: string, captcha: string) => ({ kind: 'site-contact', locale: 'nl', firstName: 'An', lastName: 'Peeters', email, message: 'Bel mij', privacy: 'on', altcha: captcha })
/**
 * A documentation address (RFC 3849) of this run, so Redis counts from other runs never meet it. Each n is a /64
 * of its own (the limits count an IPv6 client per /64, ADR 0041): the run takes 20 bits, n the last 12 of the prefix.
 */
const address = (n: number) => `2001:db8:${run.slice(0, 4)}:${run.slice(4, 5)}${n.toString(16).padStart(3, '0')}::1`

type LeadAnswer = { ok: boolean; id?: number; problem?: string | null }

async function sendLead(instance: Instance, email: string, ip: string): Promise<LeadAnswer> {
  const captcha = await instance.call<string>('captcha')
  return instance.call<LeadAnswer>('lead', { values: contact(email, captcha), ip })
}

beforeAll(async () => {
  const redisUrl = await requireRedis()
  const database = await temporaryPostgresUrl()
  databaseUrl = database.url
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => PostalMime.parse(Buffer.concat(chunks)).then((mail) => (inbox.push(mail), callback()), callback))
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  // The shared media folder of both instances.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-instances-'))
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: 'several-instances-share-this-secret-0123456789',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    SITE_URL: 'https://www.zeedijk.test',
    AGENCY_EMAIL: AGENCY,
    CAPTCHA_COST: '10',
    FORM_RATE_LIMIT: String(FORM_RATE_LIMIT),
    // The per-kind and per-recipient limits count for every run in Redis: high enough never to interfere.
    FORM_KIND_LIMIT: '1000000',
    MAIL_RECIPIENT_LIMIT: '1000',
  }
  const first = await startInstance(env, 'A')
  instances.push(first)
  await first.call('migrate')
  instances.push(await startInstance(env, 'B'))
})

afterAll(async () => {
  for (const { child } of instances) if (child.connected) child.send({ op: 'exit' })
  await Promise.all(instances.map(({ child }) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)))
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('two instances on one PostgreSQL and one Redis', () => {
  it('share one rate limit: what one instance counted, the other refuses', async () => {
    const [a, b] = instances as [Instance, Instance]
    const ip = address(1)
    const answers = [await sendLead(a, `limit-1-${run}@example.be`, ip), await sendLead(b, `limit-2-${run}@example.be`, ip), await sendLead(a, `limit-3-${run}@example.be`, ip)]
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true])
    // The fourth form from this address is one too many on both instances alike.
    expect(await sendLead(b, `limit-4-${run}@example.be`, ip)).toMatchObject({ ok: false, problem: 'rateLimited' })
    expect(await sendLead(a, `limit-5-${run}@example.be`, ip)).toMatchObject({ ok: false, problem: 'rateLimited' })
    // Another address still gets through on either.
    expect(await sendLead(b, `limit-6-${run}@example.be`, address(2))).toMatchObject({ ok: true })
  })

  it('refuse on one instance a captcha already used on the other', async () => {
    const [a, b] = instances as [Instance, Instance]
    const captcha = await a.call<string>('captcha')
    expect(await a.call<LeadAnswer>('lead', { values: contact(`captcha-1-${run}@example.be`, captcha), ip: address(3) })).toMatchObject({ ok: true })
    expect(await b.call<LeadAnswer>('lead', { values: contact(`captcha-2-${run}@example.be`, captcha), ip: address(4) })).toMatchObject({ ok: false, problem: 'captcha' })
    // A captcha made by one instance is good on the other (one PAYLOAD_SECRET signs both).
    const fromB = await b.call<string>('captcha')
    expect(await a.call<LeadAnswer>('lead', { values: contact(`captcha-3-${run}@example.be`, fromB), ip: address(5) })).toMatchObject({ ok: true })
  })

  it('run the job queue in both instances at once and send every mail exactly once', async () => {
    const [a, b] = instances as [Instance, Instance]
    for (let n = 0; n < 16; n++) expect(await sendLead(n % 2 ? a : b, `runner-${n}-${run}@example.be`, address(100 + n))).toMatchObject({ ok: true })
    // Both runners start together, again and again, as two servers' crons and after-form runs would.
    await Promise.all([a.call('runJobs', { times: 6 }), b.call('runJobs', { times: 6 })])

    const leads = await a.call<{ id: number; email: string; delivery: string }[]>('leads')
    expect(leads.length).toBe(4 + 2 + 16)
    expect(leads.filter((lead) => lead.delivery !== 'sent')).toEqual([])
    // Every stored lead: one notification to the agency and one confirmation to the visitor, no more.
    const sentTo = (address: string) => inbox.filter((mail) => mail.to?.some((to) => to.address === address)).length
    for (const lead of leads) expect(sentTo(lead.email), lead.email).toBe(1)
    expect(sentTo(AGENCY)).toBe(leads.length)
    expect(inbox).toHaveLength(2 * leads.length)
  })

  it("take over a job whose instance died while running it, after the lease, and not before", async () => {
    const [a, b] = instances as [Instance, Instance]
    const dead = `lease-dead-${run}@example.be`
    const busy = `lease-busy-${run}@example.be`
    const deadLead = await sendLead(a, dead, address(200))
    const busyLead = await sendLead(a, busy, address(201))
    // As an instance killed mid-run leaves them: claimed 20 minutes ago, and one claimed just now.
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const claim = (leadId: number | undefined, age: string) =>
      client.query(`update payload_jobs set processing = true, updated_at = now() - interval '${age}' where completed_at is null and (input->>'leadId')::int = $1`, [leadId])
    expect((await claim(deadLead.id, '20 minutes')).rowCount).toBe(1)
    expect((await claim(busyLead.id, '1 minute')).rowCount).toBe(1)
    await Promise.all([a.call('runJobs', { times: 2 }), b.call('runJobs', { times: 2 })])
    const sentTo = (to: string) => inbox.filter((mail) => mail.to?.some((recipient) => recipient.address === to)).length
    expect(sentTo(dead)).toBe(1)
    expect(sentTo(busy)).toBe(0)
    // Its runner "finishes" (gives the claim back): the next run sends it, once.
    await client.query(`update payload_jobs set processing = false where (input->>'leadId')::int = $1`, [busyLead.id])
    await client.end()
    await Promise.all([a.call('runJobs'), b.call('runJobs')])
    expect(sentTo(busy)).toBe(1)
  })
})
