/**
 * npm start — everything a fresh machine needs, in order: check the environment, apply migrations,
 * create the admin user when asked, load the demo snapshot (production: the site's skeleton) into an empty database, build when no build
 * exists, then serve on PORT (default 3000).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { type Env, EnvError, getEnv } from '../src/server/env'

let env
try {
  env = getEnv()
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

// ---- Production settings leads depend on (SMTP_URL, SITE_URL, the agency's e-mail), ADR 0015 ----
// The agency's e-mail lives in the Settings global, so this runs after the migrations. AGENCY_EMAIL (any
// APP_ENV) wins over what Settings hold, at every start: a seed's value never outlives it (ADR 0043).
async function missingForProduction(payload: import('payload').Payload, env: Env): Promise<string[]> {
  const { agencyEmailFromEnv, missingProductionSettings } = await import('../src/domain/deploy/production')
  const fromEnv = agencyEmailFromEnv(process.env.AGENCY_EMAIL)
  if (!fromEnv.ok) return [fromEnv.line]
  let settings = await payload.findGlobal({ slug: 'settings', depth: 0 }).catch(() => null)
  if (fromEnv.email && settings && settings.agency?.email?.trim() !== fromEnv.email) {
    settings = await payload.updateGlobal({ slug: 'settings', data: { agency: { ...settings.agency, email: fromEnv.email } }, depth: 0 })
    console.log(`Agency e-mail set from AGENCY_EMAIL: ${fromEnv.email}`)
  }
  if (!env.isProduction) return []
  return missingProductionSettings({ isProduction: true, SMTP_URL: env.SMTP_URL, SITE_URL: process.env.SITE_URL, agencyEmail: settings?.agency?.email })
}
// ---- end production settings ----

const next = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next')

{
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { ensureAdminUser } = await import('../src/server/admin-user')
  const { isDatabaseEmpty, seedDemo } = await import('../src/server/seed/demo')
  const payload = await getPayload({ config })
  console.log(`Database: ${env.databaseKind}. Applying migrations…`)
  await payload.db.migrate()
  // --- Staff account (security: no open first registration) -------------------------------------
  // Production refuses to serve without a staff user or ADMIN_EMAIL/ADMIN_PASSWORD; a demo without either
  // gets an administrator with a random password, printed once and kept in data/demo-admin.txt (0600).
  const staff = await ensureAdminUser(payload, { demoFallback: true })
  if (staff === 'missing') {
    console.error(
      'No staff user exists and ADMIN_EMAIL/ADMIN_PASSWORD are not set.\n' +
        'APP_ENV=production never opens a first-registration page: set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12\n' +
        'characters, not a common password) and start again; the administrator is created before serving.',
    )
    await payload.destroy()
    process.exit(1)
  }
  // --- end staff account -----------------------------------------------------------------------------
  // An empty database gets the demo, except in production: there the site's skeleton only (ADR 0043).
  if (await isDatabaseEmpty(payload)) {
    if (env.isProduction) await (await import('../src/server/seed/skeleton')).seedSkeleton(payload)
    else await seedDemo(payload)
  }
  // The demo's owner portal: how to try it (never printed in production, where no demo owner is seeded).
  if (!env.isProduction) {
    const { DEMO_OWNERS, DEMO_OWNER_PASSWORD } = await import('../src/server/seed/owners')
    const demoOwner = await payload.count({ collection: 'owners', where: { email: { equals: DEMO_OWNERS[0].email } } })
    if (demoOwner.totalDocs > 0) console.log(`Owner portal (demo): log in at ${env.SITE_URL}/nl/login/ as ${DEMO_OWNERS[0].email} with the password ${DEMO_OWNER_PASSWORD}`)
  }
  const missing = await missingForProduction(payload, env)
  await payload.destroy()
  if (missing.length) {
    for (const line of missing) console.error(line)
    console.error(`Refusing to serve${env.isProduction ? ' with APP_ENV=production' : ''}. See .env.example.`)
    process.exit(1)
  }
}

if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
  console.log('No build found: building the site (a few minutes, once)…')
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// --- Web server (security: client address, listen address) ---------------------------------------
// scripts/serve.mjs is `next start` plus one thing: it appends the socket address to X-Forwarded-For, which
// `next start` leaves as the client sent it (ADR 0011). HOST: default every interface, 127.0.0.1 when
// TRUSTED_PROXIES declares a reverse proxy in front.
console.log(`Serving on ${env.SITE_URL} (port ${env.PORT}${env.listenHost ? `, listening on ${env.listenHost}` : ''})`)
const server = spawn(process.execPath, [path.join(process.cwd(), 'scripts', 'serve.mjs')], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(env.PORT), HOST: env.listenHost ?? '' },
})
// --- end web server --------------------------------------------------------------------------------
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

// Build the search indexes before the first visitor types: one request per language once the server answers.
void (async () => {
  const { locales } = await import('../src/i18n/locales')
  const local = `http://127.0.0.1:${env.PORT}`
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${local}/api/health/`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  for (const locale of locales) await fetch(`${local}/api/search/?locale=${locale}&q=`).catch(() => undefined)
})()
