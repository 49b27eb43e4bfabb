/**
 * Simulated visitors for `npm run bench:scale` (ADR 0024, busy day). Each visitor asks one page, reads
 * it, and asks the next a second after the previous began (BENCH_VISITOR_RATE pages per second), starting
 * at a random moment of the first second: visitors arrive spread out, as people do. (autocannon's
 * `overallRate` lets every connection fire at the start of each second, a burst of all of them at once
 * that no audience produces.) Every `formEvery`th page of a visitor is a form sent instead: a captcha
 * fetched and solved, then the form posted as a browser without JavaScript posts it.
 */
import http from 'node:http'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

export type Visit = { kind: string; path: string | (() => string) }

type Sample = { kind: string; ms: number; status: number; cache: string }

const agentFor = (visitors: number) => new http.Agent({ keepAlive: true, maxSockets: visitors })

function request(base: string, agent: http.Agent, method: 'GET' | 'POST', path: string, body?: { type: string; data: Buffer }): Promise<Omit<Sample, 'kind'> & { text: string; location: string }> {
  return new Promise((resolve) => {
    const started = performance.now()
    const req = http.request(
      `${base}${path}`,
      { method, agent, headers: body ? { 'content-type': body.type, 'content-length': body.data.length } : {}, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: res.statusCode ?? 0,
            cache: String(res.headers['x-cache-status'] ?? '-'),
            text: Buffer.concat(chunks).toString(),
            location: res.headers.location ?? '',
          }),
        )
        res.on('error', () => resolve({ ms: performance.now() - started, status: 0, cache: 'error', text: '', location: '' }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0, cache: 'error', text: '', location: '' }))
    req.end(body?.data)
  })
}

const HIDDEN_INPUT = /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g
const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** The contact form of `formPath` as its page sends it: the hidden fields (Next's action reference, kind, locale). */
export async function contactFormOf(base: string, formPath: string): Promise<Array<[string, string]>> {
  const page = await request(base, agentFor(1), 'GET', formPath)
  const form = page.text.match(/<form id="form-site-contact"[\s\S]*?<\/form>/)?.[0]
  if (!form) throw new Error(`${formPath} has no contact form`)
  return [...form.matchAll(HIDDEN_INPUT)].map(([, name, value]) => [name!, decode(value ?? '')])
}

function multipart(fields: Array<[string, string]>): { type: string; data: Buffer } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  return { type: `multipart/form-data; boundary=${boundary}`, data: Buffer.from(`${parts.join('')}--${boundary}--\r\n`) }
}

/** `thanks` matches the thank-you page a sent form redirects to (303, as for a browser without JavaScript). */
export type FormPlan = { path: string; hidden: Array<[string, string]>; email: (n: number) => string; thanks: RegExp }

export type VisitorsResult = {
  visitors: number
  seconds: number
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  byKind: Record<string, { requests: number; p50Ms: number; p99Ms: number; errors: number; cache: Record<string, number> }>
  forms: { sent: number; thanked: number; failed: number; statuses: Record<string, number>; emails: { thanked: string[]; failed: string[] } }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1) : 0
}

export async function simulateVisitors(options: {
  base: string
  visitors: number
  seconds: number
  pagesPerSecond: number
  mix: Visit[]
  form?: FormPlan
  formEvery?: number
  onHalfWay?: () => void
}): Promise<VisitorsResult> {
  const { base, visitors, seconds, pagesPerSecond, mix, form, formEvery = 50 } = options
  const agent = agentFor(visitors)
  const samples: Sample[] = []
  const forms = { sent: 0, thanked: 0, failed: 0, statuses: {} as Record<string, number>, emails: { thanked: [] as string[], failed: [] as string[] } }
  const started = Date.now()
  const end = started + seconds * 1000
  if (options.onHalfWay) setTimeout(options.onHalfWay, (seconds * 1000) / 2).unref()
  let formNumber = 0

  async function sendForm(): Promise<void> {
    const email = form!.email(formNumber++)
    forms.sent++
    const challenge = await request(base, agent, 'GET', '/api/captcha/')
    samples.push({ kind: 'captcha', ms: challenge.ms, status: challenge.status, cache: challenge.cache })
    let altcha = ''
    if (challenge.status === 200) {
      const parsed = JSON.parse(challenge.text)
      const solution = await solveChallenge({ challenge: parsed, deriveKey })
      altcha = btoa(JSON.stringify({ challenge: { parameters: parsed.parameters, signature: parsed.signature }, solution }))
    }
    const fields: Array<[string, string]> = [
      ...form!.hidden,
      ['firstName', 'Bench'],
      ['lastName', 'Visitor'],
      ['email', email],
      ['message', 'A question from the busy-day benchmark.'],
      ['privacy', 'on'],
      ['altcha', altcha],
    ]
    const answer = await request(base, agent, 'POST', form!.path, multipart(fields))
    const thanked = answer.status === 303 && form!.thanks.test(answer.location)
    samples.push({ kind: 'form', ms: answer.ms, status: thanked ? 200 : answer.status, cache: answer.cache })
    forms.statuses[answer.status] = (forms.statuses[answer.status] ?? 0) + 1
    if (thanked) {
      forms.thanked++
      forms.emails.thanked.push(email)
    } else {
      forms.failed++
      forms.emails.failed.push(email)
    }
  }

  async function visitor(index: number): Promise<void> {
    let step = index
    await new Promise((resolve) => setTimeout(resolve, Math.random() * (1000 / pagesPerSecond)))
    while (Date.now() < end) {
      const began = Date.now()
      step++
      if (form && step % formEvery === 0) await sendForm()
      else {
        const visit = mix[step % mix.length]!
        const path = typeof visit.path === 'function' ? visit.path() : visit.path
        const answer = await request(base, agent, 'GET', path)
        samples.push({ kind: visit.kind, ms: answer.ms, status: answer.status, cache: answer.cache })
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / pagesPerSecond - (Date.now() - began))))
    }
  }

  await Promise.all(Array.from({ length: visitors }, (_, index) => visitor(index)))
  agent.destroy()
  const byKind: VisitorsResult['byKind'] = {}
  for (const kind of new Set(samples.map((sample) => sample.kind))) {
    const ofKind = samples.filter((sample) => sample.kind === kind)
    const cache: Record<string, number> = {}
    for (const sample of ofKind) cache[sample.cache] = (cache[sample.cache] ?? 0) + 1
    byKind[kind] = {
      requests: ofKind.length,
      p50Ms: percentile(ofKind.map((sample) => sample.ms), 50),
      p99Ms: percentile(ofKind.map((sample) => sample.ms), 99),
      errors: ofKind.filter((sample) => sample.status !== 200).length,
      cache,
    }
  }
  const elapsed = (Date.now() - started) / 1000
  return {
    visitors,
    seconds,
    requests: samples.length,
    requestsPerSecond: Math.round(samples.length / elapsed),
    p50Ms: percentile(samples.map((sample) => sample.ms), 50),
    p99Ms: percentile(samples.map((sample) => sample.ms), 99),
    errors: samples.filter((sample) => sample.status !== 200).length,
    byKind,
    forms,
  }
}
