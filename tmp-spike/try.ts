import { writeFileSync } from 'node:fs'
import { makeBrochure } from '../src/features/brochure/make-brochure'
const property: any = {
  id: 1, externalId: 4000101, title: 'Appartement avec vue sur mer', goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', countryId: 10,
  street: 'Zeedijk', houseNumber: '118A', boxNumber: '0204', publishAddress: true, publicLatitude: 51.2301, publicLongitude: 2.9156,
  price: 249000, publishPrice: true, reference: 'ZD-2001', mainTypeName: 'Appartement', bedrooms: 2, bathrooms: 1, toilets: 2, surfaceLiving: 82, surfaceTerrace: 6,
  constructionYear: 1971, renovationYear: 2013, floor: 2, facades: 2, heating: 'Gas', kitchen: 'Open keuken', glazing: 'Dubbel', energyPerformance: 180, epcTotal: 14760, epcUniqueCode: '20230101-0001234-00000001', epcExpiry: '2033-01-01',
  buildingPermit: true, preemptiveRights: false, summons: false, floodZoneParcel: 'A', asbestosCertificate: true, chargesOwner: 120, notaryFee: 2500, registrationRights: 29880,
  description: 'Appartement de 82 m² avec une superbe vue sur la mer, situé au 2e étage d\'une résidence avec ascenseur. Distribution : hall d\'entrée avec toilette séparée, séjour avec cuisine ouverte, 2 chambres, une salle de bains et une salle de douche séparée, complétés par une cave privative.\n\nLa résidence se trouve sur la digue, avec la plage juste devant la porte, le Kursaal et le centre à distance de marche. La terrasse de 6 m² offre une vue dégagée sur la mer.',
  agent: { name: 'Sofie Vermeulen', email: 'sofie@zeedijk.be', phone: '059123456', mobile: '0475123456' },
}
const settings: any = { agency: { name: 'Zeedijk Vastgoed', street: 'Zeedijk 100', zip: '8400', city: 'Oostende', phone: '059 12 34 56', email: 'info@zeedijk.be', bivNumber: '512.345', vat: 'BE 0123.456.789' } }
const t0 = performance.now()
const { pdf, complete } = await makeBrochure({ property, settings, locale: (process.argv[2] ?? 'fr') as any }, { siteUrl: 'https://www.zeedijk.be', mediaDir: '/tmp', tiles: null, tileAttribution: null })
console.log(pdf.length, complete, Math.round(performance.now() - t0), 'ms')
writeFileSync('tmp-spike/out.pdf', pdf)
