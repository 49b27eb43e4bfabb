/**
 * npm run check:i18n — every message key exists in nl, fr, en and de, with the same ICU placeholders,
 * and no translation is empty. Exits non-zero with the list of problems.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { findMessageProblems } from '../src/i18n/check-messages'

const locales = ['nl', 'fr', 'en', 'de'] as const
const dir = path.join(process.cwd(), 'messages')
const catalogs = Object.fromEntries(locales.map((l) => [l, JSON.parse(readFileSync(path.join(dir, `${l}.json`), 'utf8'))]))
const problems = findMessageProblems(catalogs)
if (problems.length) {
  console.error(problems.join('\n'))
  console.error(`${problems.length} problem(s) in messages/`)
  process.exit(1)
}
console.log(`messages: ${locales.join(', ')} complete`)
