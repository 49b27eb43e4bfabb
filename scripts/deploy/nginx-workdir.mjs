/**
 * The folder nginx works in for the tests and benches (its config, cache, temporary files, logs). Started as
 * root, nginx's workers run as another user (nobody / www-data), who must reach it: a folder under a private
 * home (mode 0700, e.g. a clone in /root) cannot be opened, and every cached answer becomes
 * `500 Internal Server Error`. So it is always made under a temporary folder everyone may pass through, with
 * mode 0755 (ADR 0044).
 */
import { accessSync, chmodSync, constants, mkdtempSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * True when every folder from the root down to `dir` lets any user through (o+x).
 * @param {string} dir
 * @param {(file: string) => { mode: number }} [stat]
 */
export function passableByAll(dir, stat = statSync) {
  let current = path.resolve(dir)
  for (;;) {
    try {
      if ((stat(current).mode & 0o001) === 0) return false
    } catch {
      return false
    }
    const parent = path.dirname(current)
    if (parent === current) return true
    current = parent
  }
}

/** A new folder for one nginx, mode 0755, under the temporary folder (or /tmp when that one is private). */
export function nginxWorkDir(prefix = 'zeedijk-nginx-') {
  const base = passableByAll(os.tmpdir()) ? os.tmpdir() : '/tmp'
  accessSync(base, constants.W_OK)
  const dir = mkdtempSync(path.join(base, prefix))
  chmodSync(dir, 0o755)
  return dir
}
