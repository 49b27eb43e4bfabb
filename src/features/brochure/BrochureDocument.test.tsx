import { renderToBuffer } from '@react-pdf/renderer'
import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { BrochureDocument, type BrochureModel } from './BrochureDocument'
import { registerBrochureFonts } from './fonts'

/**
 * The brochure's first page puts the title beside the price box. A long title once ran under the box and its
 * end was lost there (nl "…in het ce", de "Königlichen"): it must wrap in the room the box leaves, whole.
 */
const PAGE_RIGHT = 595.28 - 32
const BOX_MIN_WIDTH = 150
const BOX_PADDING = 12

function model(title: string, price: string): BrochureModel {
  return {
    language: 'de',
    documentTitle: title,
    agency: { name: 'Zeedijk Vastgoed', address: null, contact: [], legal: null, website: 'www.zeedijk.test' },
    title,
    kind: 'Wohnung',
    place: { street: null, town: '8400 Oostende', note: null },
    reference: 'Ref. 4711',
    price,
    priceDetail: null,
    keyFacts: [],
    description: '',
    photos: { cover: null, pair: [], strip: [] },
    groupsTitle: '',
    groups: [],
    energy: null,
    costs: null,
    map: { title: '', picture: null, attribution: '', caption: '', unavailable: '' },
    agent: null,
    qr: { path: '', modules: 0, caption: '', url: 'https://www.zeedijk.test/', lines: [] },
    footer: (page, total) => `${page}/${total}`,
  }
}

type Item = { str: string; x: number; y: number; width: number }

async function firstPageText(document: BrochureModel): Promise<Item[]> {
  registerBrochureFonts()
  const pdf = await getDocumentProxy(new Uint8Array(await renderToBuffer(<BrochureDocument model={document} />)))
  const content = await (await pdf.getPage(1)).getTextContent()
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }] : []))
}

const titles = [
  ['de', 'Exklusive Penthouse-Wohnung mit Panoramablick auf das Meer und den Königlichen Galerien', '€ 1.295.000'],
  ['nl', 'Lichtrijk hoekappartement met zicht op zee en twee terrassen, gelegen in het centrum', 'Prijs op aanvraag'],
  ['fr', 'Appartement d’angle lumineux avec vue sur mer et deux terrasses, situé au centre-ville', 'À partir de 1 295 000 €'],
] as const

describe('the brochure’s title beside the price box', () => {
  it.each(titles)('(%s) is whole and ends before the box', async (_language, title, price) => {
    const items = await firstPageText(model(title, price))
    const priceItems = items.filter((item) => item.str === price || item.str === 'Ref. 4711')
    expect(priceItems.length).toBe(2)
    const boxLeft = Math.min(PAGE_RIGHT - BOX_MIN_WIDTH, ...priceItems.map((item) => item.x - BOX_PADDING))
    const titleWords = new Set(title.split(' '))
    const titleItems = items.filter((item) => item.str.split(' ').some((word) => titleWords.has(word)) && !priceItems.includes(item))
    // Letters only: PDF text extraction splits runs and spaces its own way.
    const letters = (text: string) => text.replace(/[^\p{L}]/gu, '')
    expect(letters(titleItems.map((item) => item.str).join(''))).toContain(letters(title))
    for (const item of titleItems) expect(item.x + item.width, `"${item.str}"`).toBeLessThanOrEqual(boxLeft)
  })
})

/**
 * A property without a photo: the brochure once printed "Er werd geen foto gevonden" in a grey box where the
 * cover goes (issue 23 §1). The section is left out instead; the title comes right under the agency's header.
 */
const NO_PHOTO_LINES = ['Er werd geen foto gevonden', 'Aucune photo n’a été trouvée', 'No photo was found', 'Es wurde kein Foto gefunden']

describe('the brochure of a property without a photo', () => {
  it.each(NO_PHOTO_LINES)('says nothing of a missing photo (once "%s")', async (line) => {
    // The old model's text for the empty cover, given as the old make-brochure gave it: no longer read.
    const document = { ...model('Rijwoning met tuin', '€ 349.000'), photos: { cover: null, pair: [], strip: [], noPhoto: line } } as BrochureModel
    const items = await firstPageText(document)
    expect(items.map((item) => item.str).join(' ')).not.toContain(line)
    const title = items.find((item) => item.str.includes('Rijwoning'))!
    const agency = items.find((item) => item.str.includes('www.zeedijk.test'))!
    // No grey box in between: the title follows the header (PDF y grows upwards; the box was 120 pt high).
    expect(agency.y - title.y).toBeLessThan(110)
  })
})
