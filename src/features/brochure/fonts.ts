import { existsSync } from 'node:fs'
import path from 'node:path'

import { Font } from '@react-pdf/renderer'

/**
 * Inter (SIL Open Font License, @fontsource/inter), embedded in each brochure as a subset of the letters
 * used: its Latin file has every letter of Dutch, French and German and the € sign; the Latin Extended one
 * catches the rare name with a letter beyond (ł, ő…). Neither has the narrow no-break space of French
 * numbers, which pdfText() replaces. The files are read from the installed package at run time.
 */
const FILES = path.join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files')

let registered = false

export function registerBrochureFonts(): void {
  if (registered) return
  const file = (name: string) => {
    const found = path.join(FILES, name)
    if (!existsSync(found)) throw new Error(`The brochure's font is missing: ${found} (npm install)`)
    return found
  }
  for (const [family, subset] of [
    ['Inter', 'latin'],
    ['Inter Latin Extended', 'latin-ext'],
  ] as const) {
    Font.register({
      family,
      fonts: [
        { src: file(`inter-${subset}-400-normal.woff`), fontWeight: 400 },
        { src: file(`inter-${subset}-700-normal.woff`), fontWeight: 700 },
      ],
    })
  }
  // Words are never hyphenated: names, streets and references must stay whole.
  Font.registerHyphenationCallback((word) => [word])
  registered = true
}
