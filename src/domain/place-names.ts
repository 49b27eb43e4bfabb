import type { Locale } from '../i18n/locales'
import { searchName } from './slug'

/**
 * Belgian place names as each language writes them (exonyms), for display only: a stored city stays what the
 * CRM sends (the official Dutch name), and so do the slug in a property's path and the listing filter value
 * `city=Oostende|8400`. Keyed by the official name's search form; only the places that have another name in
 * some language are listed (Blankenberge, Knokke-Heist, Middelkerke, Bredene, Westende… are the same in all).
 */
const EXONYMS: Record<string, Partial<Record<Locale, string>>> = {
  oostende: { fr: 'Ostende', en: 'Ostend', de: 'Ostende' },
  brugge: { fr: 'Bruges', en: 'Bruges', de: 'Brügge' },
  nieuwpoort: { fr: 'Nieuport' },
  'de panne': { fr: 'La Panne' },
  koksijde: { fr: 'Coxyde' },
  'de haan': { fr: 'Le Coq' },
  diksmuide: { fr: 'Dixmude' },
  veurne: { fr: 'Furnes' },
  ieper: { fr: 'Ypres', en: 'Ypres' },
  kortrijk: { fr: 'Courtrai' },
  gent: { fr: 'Gand', en: 'Ghent', de: 'Gent' },
  antwerpen: { fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' },
  brussel: { fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' },
  leuven: { fr: 'Louvain', en: 'Leuven', de: 'Löwen' },
  mechelen: { fr: 'Malines', en: 'Mechelen', de: 'Mecheln' },
  // Abroad listings carry the French official name.
  luxembourg: { nl: 'Luxemburg', de: 'Luxemburg' },
}

/** The place's name in the visitor's language ('Oostende' → 'Ostend' in English), or the name as stored. */
export function placeName(name: string | null | undefined, locale: Locale): string {
  const stored = name?.trim() ?? ''
  if (!stored) return stored
  return EXONYMS[searchName(stored)]?.[locale] ?? stored
}

/** Every name the place goes by (stored one first, once each), so a search for 'Ostende' finds Oostende. */
export function placeNames(name: string | null | undefined): string[] {
  const stored = name?.trim() ?? ''
  if (!stored) return []
  return [...new Set([stored, ...Object.values(EXONYMS[searchName(stored)] ?? {})])]
}
