import { describe, expect, it } from 'vitest'

import { attributeGroups } from '../attributes'

import { brochureDownloadName, brochureFacts, brochureIdFromFile, brochurePlace, excerpt, pdfText, qrPath, urlLines } from './content'

const flat = {
  reference: 'ZD-2001',
  mainTypeName: 'Appartement',
  bedrooms: 2,
  bathrooms: 1,
  garages: 0,
  surfaceLiving: 82,
  surfaceTerrace: 6,
  energyPerformance: 180,
  epcLabel: 'B',
  notaryFee: null,
}

describe('the facts of a brochure', () => {
  it('lists exactly the attributes the property page lists, grouped the same way', () => {
    expect(brochureFacts(flat).groups).toEqual(attributeGroups(flat))
  })

  it('takes its key facts from those attributes, in a fixed order, at most four, nothing unknown or zero', () => {
    const { keyFacts } = brochureFacts({ ...flat, surfaceGround: 300, parkings: 1 })
    expect(keyFacts.map((fact) => fact.key)).toEqual(['bedrooms', 'bathrooms', 'surfaceLiving', 'surfaceGround'])
    expect(brochureFacts(flat).keyFacts.map((fact) => fact.key)).toEqual(['bedrooms', 'bathrooms', 'surfaceLiving', 'surfaceTerrace'])
    expect(brochureFacts({ reference: 'X' }).keyFacts).toEqual([])
  })

  it('never lists an amount the public read does not carry (a hidden price leaves them out)', () => {
    const hidden = { ...flat, price: undefined, deposit: undefined, agencyCost: undefined }
    const keys = brochureFacts(hidden).groups.flatMap((group) => group.items.map((item) => item.key))
    expect(keys).not.toContain('deposit')
    expect(brochureFacts({ ...flat, deposit: 2500 }).groups.flatMap((group) => group.items.map((item) => item.key))).toContain('deposit')
  })
})

describe('the place on a brochure', () => {
  const place = { street: 'Zeedijk', houseNumber: '118A', boxNumber: '0204', zip: '8400', city: 'Oostende' }
  it('shows the street only when the address is published', () => {
    expect(brochurePlace({ ...place, publishAddress: true })).toEqual({ street: 'Zeedijk 118A /0204', town: '8400 Oostende' })
    expect(brochurePlace({ ...place, publishAddress: false })).toEqual({ street: null, town: '8400 Oostende' })
    expect(brochurePlace({ ...place, publishAddress: null })).toEqual({ street: null, town: '8400 Oostende' })
    expect(brochurePlace({ city: 'Oostende', publishAddress: true })).toEqual({ street: null, town: 'Oostende' })
  })
})

describe('texts for the PDF', () => {
  it('keeps whole paragraphs that fit, else cuts the first between words', () => {
    expect(excerpt('Eerste alinea.\n\nTweede alinea.', 40)).toBe('Eerste alinea.\n\nTweede alinea.')
    expect(excerpt('Eerste alinea.\n\nTweede alinea die te lang is.', 20)).toBe('Eerste alinea.')
    expect(excerpt('Een heel lange eerste zin zonder einde in zicht', 20)).toBe('Een heel lange…')
    expect(excerpt(null, 20)).toBe('')
  })

  it('turns the narrow no-break space of French numbers into one the font has', () => {
    const french = new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(249000)
    expect(french).toContain('\u202f')
    expect(pdfText(french)).toBe('249\u00a0000\u00a0€')
    expect(pdfText('a\u0007b')).toBe('ab')
  })

  it('writes CO₂ with a plain 2 and keeps French punctuation on the line of its word', () => {
    expect(pdfText('Émissions de CO₂')).toBe('Émissions de CO2')
    expect(pdfText('Distribution : hall ; « vue » ?')).toBe('Distribution\u00a0: hall\u00a0; «\u00a0vue\u00a0»\u00a0?')
    expect(pdfText('https://www.zeedijk.be/fr/')).toBe('https://www.zeedijk.be/fr/')
  })
})

describe('a URL printed under the QR code', () => {
  it('breaks after slashes into lines that fit, and glues back to the URL', () => {
    const url = 'https://www.zeedijk.be/fr/a-vendre/oostende/appartement-avec-vue-sur-mer/4000101/'
    const lines = urlLines(url, 34)
    expect(lines.join('')).toBe(url)
    expect(lines.every((line) => line.length <= 34)).toBe(true)
    expect(lines[0]).toBe('https://www.zeedijk.be/fr/')
    expect(urlLines('https://x.be/', 34)).toEqual(['https://x.be/'])
    // A segment longer than a line is cut where the line ends.
    expect(urlLines('https://x.be/abcdefghijklmnopqrstuvwxyz', 10)).toEqual(['https://', 'x.be/', 'abcdefghij', 'klmnopqrst', 'uvwxyz'])
  })
})

describe('brochure file names', () => {
  it('reads only <digits>.pdf from a route', () => {
    expect(brochureIdFromFile('4000101.pdf')).toBe(4000101)
    for (const bad of ['4000101', '4000101.PDF', '../1.pdf', '0.pdf', '1.pdf.exe', '1234567890123456.pdf', 'x.pdf']) expect(brochureIdFromFile(bad)).toBeNull()
  })

  it('names a download after the reference', () => {
    expect(brochureDownloadName('ZD-2001', 4000101)).toBe('brochure-zd-2001.pdf')
    expect(brochureDownloadName('Réf 12/3', 7)).toBe('brochure-ref-12-3.pdf')
    expect(brochureDownloadName(null, 4000101)).toBe('brochure-4000101.pdf')
  })
})

describe('the QR code path', () => {
  it('draws each run of dark modules of a row as one rectangle', () => {
    // 3 × 3: a dark top row, one dark module in the middle, a dark pair at the bottom right.
    expect(qrPath(3, [1, 1, 1, 0, 1, 0, 0, 1, 1])).toBe('M0 0h3v1h-3zM1 1h1v1h-1zM1 2h2v1h-2z')
    expect(qrPath(2, [0, 0, 0, 0])).toBe('')
  })
})
