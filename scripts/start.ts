/**
 * npm start — everything a fresh machine needs, in order: check the environment, apply migrations,
 * create the admin user when asked, load the demo snapshot into an empty database, build when no build
 * exists, then serve on PORT (default 3000).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { EnvError, getEnv } from '../src/server/env'

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

const next = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next')

{
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { ensureAdminUser } = await import('../src/server/admin-user')
  const { isDatabaseEmpty, seedDemo } = await import('../src/server/seed/demo')
  const payload = await getPayload({ config })
  console.log(`Database: ${env.databaseKind}. Applying migrations…`)
  await payload.db.migrate()
  await ensureAdminUser(payload)
  if (await isDatabaseEmpty(payload)) await seedDemo(payload)
  await payload.destroy()
}

if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
  console.log('No build found: building the site (a few minutes, once)…')
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

console.log(`Serving on ${env.SITE_URL} (port ${env.PORT})`)
const server = spawn(process.execPath, [next, 'start', '-p', String(env.PORT)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})
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
