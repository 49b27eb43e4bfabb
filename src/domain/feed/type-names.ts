import { searchName } from '../slug'
import { LANGUAGES, type Language, type LocalizedText } from './values'

type Names = Record<Language, string>

/**
 * The seven web types of SPEC §3 in each language, keyed by WebID: what a type is called where the CRM sends
 * its name in Dutch only. A name the feed does send in a language wins; staff can change any of them in the
 * admin (a later import writes the feed's or this table's name again).
 */
export const WEB_TYPE_NAMES: Record<number, Names> = {
  1: { nl: 'Villa/Woning/Hoeve', fr: 'Villa/Maison/Ferme', en: 'Villa/House/Farmhouse', de: 'Villa/Haus/Bauernhof' },
  2: { nl: 'Studio', fr: 'Studio', en: 'Studio', de: 'Studio' },
  3: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  4: { nl: 'Grond', fr: 'Terrain', en: 'Land', de: 'Grundstück' },
  5: { nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', en: 'Investment property', de: 'Renditeobjekt' },
  6: { nl: 'Handelspand', fr: 'Commerce', en: 'Commercial property', de: 'Gewerbeimmobilie' },
  7: { nl: 'Garage/parking', fr: 'Garage/parking', en: 'Garage/parking', de: 'Garage/Stellplatz' },
}

/**
 * The CRM's main type names (MainTypeName, Dutch only in Omnicasa feeds) in the other languages, keyed by
 * the Dutch name's search form. A name not listed falls back to its web type's name in that language.
 */
const MAIN_TYPE_NAMES: Record<string, Omit<Names, 'nl'>> = {
  appartement: { fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  studio: { fr: 'Studio', en: 'Studio', de: 'Studio' },
  gelijkvloers: { fr: 'Rez-de-chaussée', en: 'Ground-floor flat', de: 'Erdgeschosswohnung' },
  penthouse: { fr: 'Penthouse', en: 'Penthouse', de: 'Penthouse' },
  duplex: { fr: 'Duplex', en: 'Duplex', de: 'Maisonette' },
  triplex: { fr: 'Triplex', en: 'Triplex', de: 'Triplex' },
  loft: { fr: 'Loft', en: 'Loft', de: 'Loft' },
  serviceflat: { fr: 'Résidence-services', en: 'Assisted-living flat', de: 'Seniorenwohnung' },
  woning: { fr: 'Maison', en: 'House', de: 'Haus' },
  villa: { fr: 'Villa', en: 'Villa', de: 'Villa' },
  hoeve: { fr: 'Ferme', en: 'Farmhouse', de: 'Bauernhof' },
  fermette: { fr: 'Fermette', en: 'Cottage', de: 'Landhaus' },
  bungalow: { fr: 'Bungalow', en: 'Bungalow', de: 'Bungalow' },
  herenhuis: { fr: 'Maison de maître', en: 'Mansion', de: 'Herrenhaus' },
  rijwoning: { fr: 'Maison mitoyenne', en: 'Terraced house', de: 'Reihenhaus' },
  vakantiewoning: { fr: 'Maison de vacances', en: 'Holiday home', de: 'Ferienhaus' },
  grond: { fr: 'Terrain', en: 'Land', de: 'Grundstück' },
  bouwgrond: { fr: 'Terrain à bâtir', en: 'Building plot', de: 'Baugrundstück' },
  opbrengsteigendom: { fr: 'Immeuble de rapport', en: 'Investment property', de: 'Renditeobjekt' },
  handelspand: { fr: 'Commerce', en: 'Commercial property', de: 'Gewerbeimmobilie' },
  winkel: { fr: 'Magasin', en: 'Shop', de: 'Ladenlokal' },
  kantoor: { fr: 'Bureau', en: 'Office', de: 'Büro' },
  horeca: { fr: 'Horeca', en: 'Hospitality premises', de: 'Gastronomiebetrieb' },
  magazijn: { fr: 'Entrepôt', en: 'Warehouse', de: 'Lagerhalle' },
  garage: { fr: 'Garage', en: 'Garage', de: 'Garage' },
  parking: { fr: 'Parking', en: 'Parking space', de: 'Stellplatz' },
  staanplaats: { fr: 'Emplacement de parking', en: 'Parking space', de: 'Stellplatz' },
  garagebox: { fr: 'Box de garage', en: 'Lock-up garage', de: 'Garagenbox' },
}

/** A web type's name in every language: what the feed sends, the rest from the table (or the Dutch name). */
export function webTypeNames(name: LocalizedText, webId: number | null): LocalizedText {
  const known = webId === null ? undefined : WEB_TYPE_NAMES[webId]
  return Object.fromEntries(LANGUAGES.flatMap((language) => {
    const text = name[language] ?? known?.[language] ?? name.nl
    return text ? [[language, text]] : []
  }))
}

/** A property's main type name in every language: the feed's, the CRM vocabulary's, or its web type's. */
export function mainTypeNames(name: LocalizedText, webId: number | null): LocalizedText {
  if (!name.nl) return name
  const vocabulary = MAIN_TYPE_NAMES[searchName(name.nl)]
  const webType = webId === null ? undefined : WEB_TYPE_NAMES[webId]
  return Object.fromEntries(LANGUAGES.map((language) => [language, name[language] ?? (language === 'nl' ? name.nl : (vocabulary?.[language] ?? webType?.[language] ?? name.nl))]))
}
