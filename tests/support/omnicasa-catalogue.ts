/**
 * Catalogues for the fake Omnicasa server (tests/support/fake-omnicasa.ts), in the importer's feed format:
 * a few demo properties in nl/fr/en/de with their pictures, documents, project and web types, and N
 * synthetic properties for the benchmark, with the string-for-number variants Omnicasa really sends.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { FakeCatalogue } from './fake-omnicasa'

type Raw = Record<string, unknown>

const demoFeed = path.resolve(import.meta.dirname, '../../content/demo/feed.json')

/** The first `count` demo properties (each with pictures), the projects they belong to and every web type. */
export function demoCatalogue(count = 4): FakeCatalogue {
  const feed = JSON.parse(readFileSync(demoFeed, 'utf8')) as { Properties: Raw[]; Projects: Raw[]; PropertyTypes: Raw[] }
  const properties = feed.Properties.filter((property) => Array.isArray(property.LargePictureItems) && property.LargePictureItems.length > 0).slice(0, count)
  const projectIds = new Set(properties.map((property) => property.ProjectID).filter(Boolean))
  return { properties, projects: feed.Projects.filter((project) => projectIds.has(project.ID)), webTypes: feed.PropertyTypes }
}

const CITIES = [
  ['Oostende', '8400'],
  ['Middelkerke', '8430'],
  ['Bredene', '8450'],
  ['Brugge', '8000'],
  ['De Haan', '8420'],
  ['Knokke-Heist', '8300'],
] as const

export const SYNTHETIC_FIRST_ID = 7_000_000

/**
 * `count` generated properties, IDs from 7,000,000. Every third is to rent; numbers alternate between
 * numbers and strings, dates between both forms, as Omnicasa's answers do. `pictures` gives each one that
 * many pictures (the fake serves them); the benchmark leaves them out.
 */
export function syntheticProperties(count: number, { pictures = 0 } = {}): Raw[] {
  return Array.from({ length: count }, (_, i) => {
    const [city, zip] = CITIES[i % CITIES.length]!
    const id = SYNTHETIC_FIRST_ID + i
    const rent = i % 3 === 0
    const price = rent ? 600 + (i % 40) * 25 : 120_000 + (i % 200) * 2_500
    return {
      ID: i % 2 ? String(id) : id,
      RecordFile: `OC-${i}`,
      Goal: rent ? 1 : 0,
      Status: 1,
      WebID: i % 2 ? String((i % 7) + 1) : (i % 7) + 1,
      MainTypeName: 'Appartement',
      TypeDescription: { nl: `Appartement ${i} in ${city}`, fr: `Appartement ${i} à ${city}`, en: `Apartment ${i} in ${city}`, de: `Wohnung ${i} in ${city}` },
      DescriptionA: {
        nl: 'Lichtrijk appartement dicht bij het strand en de tram, met een terras op het zuiden.',
        fr: 'Appartement lumineux près de la plage et du tram, avec une terrasse au sud.',
        en: 'Bright apartment close to the beach and the tram, with a south-facing terrace.',
        de: 'Helle Wohnung nahe Strand und Straßenbahn, mit Südterrasse.',
      },
      City: city,
      Zip: zip,
      CountryID: 10,
      GoogleX: String(51.1 + ((i * 7919) % 2000) / 10_000),
      GoogleY: 2.7 + ((i * 104_729) % 5000) / 10_000,
      PublishAddress: i % 10 !== 0,
      Price: i % 2 ? String(price) : price,
      PublishPrice: true,
      NumberOfBedRooms: (i % 4) + 1,
      SurfaceLiving: 40 + (i % 150),
      CreatedDate: '2026-01-01 10:00:00',
      LastChangedDate: i % 2 ? '/Date(1767261600000+0100)/' : '2026-01-01 10:00:00',
      LargePictureItems: Array.from({ length: pictures }, (_, n) => ({ ID: id * 10 + n, Url: `synthetic/${id}-${n}.jpg`, Width: 1360, Height: 907, Name: n === 0 ? 'Gevel' : 'Living' })),
    }
  })
}

export function syntheticCatalogue(count: number, options: { pictures?: number } = {}): FakeCatalogue {
  const { webTypes } = demoCatalogue(0)
  return { properties: syntheticProperties(count, options), projects: [], webTypes }
}
