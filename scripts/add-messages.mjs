#!/usr/bin/env node
// Merges one top-level namespace into the four catalogues at once: node scripts/add-messages.mjs FILE
// FILE is JSON { "namespace": { "nl": {...}, "fr": {...}, "en": {...}, "de": {...} } }. Existing keys of the
// namespace are replaced by the file's, other namespaces are untouched; the files keep their 2-space layout.
import { readFileSync, writeFileSync } from 'node:fs'

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'))
for (const locale of ['nl', 'fr', 'en', 'de']) {
  const file = new URL(`../messages/${locale}.json`, import.meta.url)
  const catalogue = JSON.parse(readFileSync(file, 'utf8'))
  for (const [namespace, perLocale] of Object.entries(input)) {
    if (!perLocale[locale]) throw new Error(`${namespace}: no ${locale} texts`)
    catalogue[namespace] = perLocale[locale]
  }
  writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`)
}
