import { searchName } from '../slug'
import { LANGUAGES, type Language, type LocalizedText } from './values'

/**
 * What the CRM calls a picture is a room or view name typed in Dutch ('Keuken', 'Zicht'): the names agents
 * use, in the other languages, keyed by the Dutch name's search form. A caption not listed stays Dutch only
 * (staff translate it in the admin); the alt text never relies on it (ADR 0038).
 */
const ROOM_NAMES: Record<string, Omit<Record<Language, string>, 'nl'>> = {
  zicht: { fr: 'Vue', en: 'View', de: 'Aussicht' },
  zeezicht: { fr: 'Vue sur mer', en: 'Sea view', de: 'Meerblick' },
  living: { fr: 'Séjour', en: 'Living room', de: 'Wohnzimmer' },
  woonkamer: { fr: 'Séjour', en: 'Living room', de: 'Wohnzimmer' },
  leefruimte: { fr: 'Séjour', en: 'Living area', de: 'Wohnbereich' },
  keuken: { fr: 'Cuisine', en: 'Kitchen', de: 'Küche' },
  slaapkamer: { fr: 'Chambre', en: 'Bedroom', de: 'Schlafzimmer' },
  badkamer: { fr: 'Salle de bains', en: 'Bathroom', de: 'Badezimmer' },
  douchekamer: { fr: 'Salle de douche', en: 'Shower room', de: 'Duschbad' },
  toilet: { fr: 'Toilette', en: 'Toilet', de: 'WC' },
  terras: { fr: 'Terrasse', en: 'Terrace', de: 'Terrasse' },
  tuin: { fr: 'Jardin', en: 'Garden', de: 'Garten' },
  gevel: { fr: 'Façade', en: 'Façade', de: 'Fassade' },
  voorgevel: { fr: 'Façade avant', en: 'Front façade', de: 'Vorderfassade' },
  achtergevel: { fr: 'Façade arrière', en: 'Rear façade', de: 'Rückfassade' },
  inkomhal: { fr: 'Hall d’entrée', en: 'Entrance hall', de: 'Eingangsflur' },
  hal: { fr: 'Hall', en: 'Hall', de: 'Flur' },
  bureau: { fr: 'Bureau', en: 'Study', de: 'Arbeitszimmer' },
  berging: { fr: 'Débarras', en: 'Storeroom', de: 'Abstellraum' },
  kelder: { fr: 'Cave', en: 'Cellar', de: 'Keller' },
  garage: { fr: 'Garage', en: 'Garage', de: 'Garage' },
  zolder: { fr: 'Grenier', en: 'Attic', de: 'Dachboden' },
  eetkamer: { fr: 'Salle à manger', en: 'Dining room', de: 'Esszimmer' },
  balkon: { fr: 'Balcon', en: 'Balcony', de: 'Balkon' },
  omgeving: { fr: 'Environs', en: 'Surroundings', de: 'Umgebung' },
  strand: { fr: 'Plage', en: 'Beach', de: 'Strand' },
  grond: { fr: 'Terrain', en: 'Plot', de: 'Grundstück' },
  perceel: { fr: 'Parcelle', en: 'Plot', de: 'Grundstück' },
  winkelruimte: { fr: 'Surface commerciale', en: 'Shop floor', de: 'Verkaufsfläche' },
  plan: { fr: 'Plan', en: 'Floor plan', de: 'Grundriss' },
  grondplan: { fr: 'Plan', en: 'Floor plan', de: 'Grundriss' },
}

/** A picture's caption in every language the feed or the room-name table gives. */
export function pictureCaptions(caption: LocalizedText): LocalizedText {
  const known = caption.nl ? ROOM_NAMES[searchName(caption.nl)] : undefined
  if (!known) return caption
  return Object.fromEntries(LANGUAGES.flatMap((language) => {
    const text = caption[language] ?? (language === 'nl' ? undefined : known[language])
    return text ? [[language, text]] : []
  }))
}
