/**
 * Runs the journeys' server (the command after the log file) and copies its output into the log file as
 * well as to its own output, stderr lines marked "[stderr] ": each journey reads the lines written while it
 * ran and fails on an error line (tests/e2e/fixtures.ts, error-lines.ts). Stopping this stops the server.
 *
 *   node tests/e2e/serve-logged.mjs <log file> <command> [args…]
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

const [logFile, command, ...args] = process.argv.slice(2)
if (!logFile || !command) {
  console.error('usage: node tests/e2e/serve-logged.mjs <log file> <command> [args…]')
  process.exit(2)
}
mkdirSync(path.dirname(logFile), { recursive: true })
const log = createWriteStream(logFile, { flags: 'w' })
const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
for (const [stream, out, mark] of [
  [child.stdout, process.stdout, ''],
  [child.stderr, process.stderr, '[stderr] '],
]) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    out.write(`${line}\n`)
    log.write(`${mark}${line}\n`)
  })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))))
