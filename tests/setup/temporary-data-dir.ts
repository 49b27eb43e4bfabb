import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll } from 'vitest'

/**
 * Every test file writes its files (outbox mails, media, CVs, generated secret) into a temporary folder
 * of its own, never into the checkout's data/: src/server/env.ts reads DATA_DIR when first imported,
 * which is after this setup file ran.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-data-'))
process.env.DATA_DIR = dir

afterAll(() => rmSync(dir, { recursive: true, force: true }))
