/**
 * npm run bench:login — does a login answer take as long for an address without an account as for a real
 * one? (ADR 0028: "the same answer and timing whether or not the e-mail exists"). On a temporary SQLite
 * database: an owner with a password, a search-profile holder, and unknown addresses, logged in with wrong
 * passwords in turns (so the machine's load falls on all alike). Prints the medians and their ratios.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40)
const folder = mkdtempSync(path.join(tmpdir(), 'zeedijk-login-bench-'))
Object.assign(process.env, { DATA_DIR: folder, DATABASE_URL: `file:${path.join(folder, 'bench.sqlite')}`, PAYLOAD_SECRET: 'login-bench-secret-of-enough-length' })
delete process.env.REDIS_URL

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { logIn } = await import('../src/features/accounts/login')
const { hashPassword } = await import('../src/server/password')
const payload = await getPayload({ config })
await payload.db.migrate()

const passwordHash = await hashPassword('duinen-en-zee-2026')
await payload.create({ collection: 'owners', data: { email: 'owner@bench.test', name: 'Owner', locale: 'nl', passwordHash }, context: { noInvitation: true } })
await payload.create({ collection: 'search-profiles', data: { email: 'holder@bench.test', locale: 'nl', goal: 'buy', passwordHash } })

const kinds = { owner: 'owner@bench.test', holder: 'holder@bench.test', unknown: 'nobody@bench.test' } as const
const times: Record<keyof typeof kinds, number[]> = { owner: [], holder: [], unknown: [] }
for (let round = 0; round < ROUNDS; round++) {
  for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
    // A fresh client address each time: the per-address throttle is not what is measured.
    const address = `198.18.${round % 250}.${Object.keys(kinds).indexOf(kind) + 1}`
    const started = performance.now()
    const answer = await logIn(payload, { email: kinds[kind], password: `wrong-${round}-password`, address })
    times[kind].push(performance.now() - started)
    if (answer.ok || answer.problem !== 'invalid') throw new Error(`Unexpected answer for ${kind}: ${JSON.stringify(answer)}`)
  }
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
const base = median(times.unknown)
console.log(`Login with a wrong password, median of ${ROUNDS} each (interleaved):`)
for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
  console.log(`  ${kind.padEnd(8)} ${median(times[kind]).toFixed(1).padStart(7)} ms  ratio to unknown ${(median(times[kind]) / base).toFixed(2)}`)
}
await payload.destroy()
rmSync(folder, { recursive: true, force: true })
process.exit(0)
