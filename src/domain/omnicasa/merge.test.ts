import { describe, expect, it } from 'vitest'

import { mapFeedProject, mapFeedPropertyType } from '../feed/catalogue'
import { mapFeedProperty } from '../feed/property'
import { attachDocuments, mergeAnswers, PROJECT_MERGE, PROPERTY_MERGE, WEB_TYPE_MERGE } from './merge'

/** One property as Omnicasa sends it in one language: numbers as strings, both date forms. */
function answer(language: 'nl' | 'fr' | 'en', texts: { title: string; description: string; heating: string; caption: string }) {
  return {
    ID: 4000101,
    Goal: 0,
    Status: 1,
    WebID: '2',
    MainTypeName: 'Appartement',
    TypeDescription: texts.title,
    DescriptionA: texts.description,
    HeatingName: texts.heating,
    City: 'Oostende',
    Zip: '8400',
    Price: '209000',
    GoogleX: '51.18',
    GoogleY: '2.9',
    CreatedDate: '2026-08-09 18:01:36',
    LastChangedDate: '/Date(1754755296000+0100)/',
    LargePictureItems: [
      { ID: 11, Url: 'https://pictures.example/11.jpg', Width: '1360', Height: 907, Name: texts.caption },
      { ID: 12, Url: 'https://pictures.example/12.jpg', Width: 1360, Height: 907, Name: 'Zicht' },
    ],
    SmallPictureItem: { ID: 11, Url: 'https://pictures.example/11s.jpg', Width: 250, Height: 167, Name: texts.caption },
    language,
  }
}

const nl = answer('nl', { title: 'Appartement met zeezicht', description: 'Mooi', heating: 'Gas', caption: 'Keuken' })
const fr = answer('fr', { title: 'Appartement avec vue sur mer', description: 'Beau', heating: 'Gaz', caption: 'Cuisine' })
// English answered with the Dutch texts where the account has no translation (the CRM's fallback).
const en = answer('en', { title: 'Apartment with sea view', description: 'Mooi', heating: 'Gas', caption: 'Keuken' })

describe('mergeAnswers for properties', () => {
  const [merged] = mergeAnswers({ nl: [nl], fr: [fr], en: [en] }, ['nl', 'fr', 'en'], PROPERTY_MERGE)

  it('makes one record whose texts are per language, copies of the Dutch text left out', () => {
    expect(merged).toMatchObject({
      ID: 4000101,
      TypeDescription: { nl: 'Appartement met zeezicht', fr: 'Appartement avec vue sur mer', en: 'Apartment with sea view' },
      DescriptionA: { nl: 'Mooi', fr: 'Beau' },
      HeatingName: { nl: 'Gas', fr: 'Gaz' },
      MainTypeName: { nl: 'Appartement' },
      Price: '209000',
      language: 'nl',
    })
    expect(merged!.LargePictureItems).toEqual([
      { ID: 11, Url: 'https://pictures.example/11.jpg', Width: '1360', Height: 907, Name: { nl: 'Keuken', fr: 'Cuisine' } },
      { ID: 12, Url: 'https://pictures.example/12.jpg', Width: 1360, Height: 907, Name: { nl: 'Zicht' } },
    ])
    expect(merged!.SmallPictureItem).toMatchObject({ Name: { nl: 'Keuken', fr: 'Cuisine' } })
  })

  it('is what the importer maps: lenient numbers, both date forms, texts and captions per language', () => {
    const result = mapFeedProperty(merged)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.record.webId).toBe(2)
    expect(result.record.values).toMatchObject({ price: 209000, latitude: 51.18, longitude: 2.9, listedAt: '2026-08-09T18:01:36.000Z', changedAt: new Date(1754755296000).toISOString() })
    expect(result.record.texts.title).toEqual({ nl: 'Appartement met zeezicht', fr: 'Appartement avec vue sur mer', en: 'Apartment with sea view' })
    expect(result.record.texts.description).toEqual({ nl: 'Mooi', fr: 'Beau' })
    // The site's own names fill what the CRM only sent in Dutch (ADR 0038), in the languages the headline has.
    expect(result.record.texts.mainTypeName).toEqual({ nl: 'Appartement', fr: 'Appartement', en: 'Apartment' })
    expect(result.record.pictures.map((p) => p.caption)).toEqual([
      { nl: 'Keuken', fr: 'Cuisine', en: 'Kitchen' },
      { nl: 'Zicht', fr: 'Vue', en: 'View' },
    ])
    expect(result.record.pictures[0]).toMatchObject({ url: 'https://pictures.example/11.jpg', width: 1360, height: 907 })
  })

  it('leaves out a property the Dutch answer does not list: added while the languages were read, it comes next run', () => {
    const added = { ...fr, ID: 9 }
    const list = mergeAnswers({ nl: [nl], fr: [fr, added] }, ['nl', 'fr'], PROPERTY_MERGE)
    expect(list.map((p) => p.ID)).toEqual([4000101])
    // One the Dutch answer lists and another language does not keeps its Dutch texts only.
    const [dutchOnly] = mergeAnswers({ nl: [{ ...nl, ID: 8 }], fr: [fr] }, ['nl', 'fr'], PROPERTY_MERGE)
    expect(dutchOnly).toMatchObject({ ID: 8, TypeDescription: { nl: 'Appartement met zeezicht' } })
    expect(Object.keys(dutchOnly!.TypeDescription as object)).toEqual(['nl'])
  })

  it('passes a record without an ID on as it came, for the importer to reject', () => {
    expect(mergeAnswers({ nl: [{ TypeDescription: 'x' }] }, ['nl'], PROPERTY_MERGE)).toEqual([{ TypeDescription: 'x' }])
  })

  it('merges onto Dutch whatever order the languages are configured in', () => {
    const [first] = mergeAnswers({ nl: [nl], fr: [fr] }, ['fr', 'nl'], PROPERTY_MERGE)
    expect(first!.language).toBe('nl')
  })

  it('matches nested records by position when they have no ID', () => {
    const a = { ...nl, LargePictureItems: [{ Url: 'a.jpg', Name: 'Keuken' }] }
    const b = { ...fr, LargePictureItems: [{ Url: 'a.jpg', Name: 'Cuisine' }] }
    const [one] = mergeAnswers({ nl: [a], fr: [b] }, ['nl', 'fr'], PROPERTY_MERGE)
    expect(one!.LargePictureItems).toEqual([{ Url: 'a.jpg', Name: { nl: 'Keuken', fr: 'Cuisine' } }])
  })
})

describe('projects, web types and documents', () => {
  it('merges projects and web types into what the importer maps', () => {
    const [project] = mergeAnswers(
      { nl: [{ ID: 3101, Name: 'Residentie Zeezicht', Description: 'Nieuwbouw', City: 'Oostende' }], fr: [{ ID: 3101, Name: 'Résidence Zeezicht', Description: 'Neuf' }] },
      ['nl', 'fr'],
      PROJECT_MERGE,
    )
    const mappedProject = mapFeedProject(project)
    expect(mappedProject.ok && mappedProject.record.texts.name).toEqual({ nl: 'Residentie Zeezicht', fr: 'Résidence Zeezicht' })
    const [type] = mergeAnswers({ nl: [{ ID: 3, WebID: '3', Name: 'Appartement', ShowOrder: '3', Sale: true, Rent: 'true' }], fr: [{ ID: 3, Name: 'Appartement' }] }, ['nl', 'fr'], WEB_TYPE_MERGE)
    const mappedType = mapFeedPropertyType(type)
    expect(mappedType.ok && mappedType.record).toMatchObject({ webId: 3, showOrder: 3, rent: true, name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment' } })
  })

  it('attaches each property its documents, names per language', () => {
    const [withDocuments, without] = attachDocuments(
      [{ ID: 1 }, { ID: 2, Documents: [{ Url: 'kept.pdf' }] }],
      {
        nl: [{ ID: 71, ObjectID: 1, Name: 'Asbestattest', Url: 'https://docs.example/71.pdf' }],
        fr: [
          { ID: 71, ObjectID: '1', Name: 'Attestation amiante', Url: 'https://docs.example/71.pdf' },
          // A document in French only is kept.
          { ID: 72, ObjectID: 1, Name: 'PEB', Url: 'https://docs.example/72.pdf' },
        ],
      },
      ['nl', 'fr'],
    )
    expect(withDocuments).toEqual({
      ID: 1,
      Documents: [
        { ID: 71, Name: { nl: 'Asbestattest', fr: 'Attestation amiante' }, Url: 'https://docs.example/71.pdf' },
        { ID: 72, Name: { fr: 'PEB' }, Url: 'https://docs.example/72.pdf' },
      ],
    })
    expect(without).toEqual({ ID: 2, Documents: [{ Url: 'kept.pdf' }] })
    const mapped = mapFeedProperty({ ...withDocuments, Goal: 0, City: 'Oostende', TypeDescription: 'x' })
    expect(mapped.ok && mapped.record.documents).toEqual([
      { url: 'https://docs.example/71.pdf', name: { nl: 'Asbestattest', fr: 'Attestation amiante' } },
      { url: 'https://docs.example/72.pdf', name: { fr: 'PEB' } },
    ])
  })
})
