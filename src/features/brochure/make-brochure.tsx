import { renderToBuffer } from '@react-pdf/renderer'
import QRCode from 'qrcode'
import { createFormatter } from 'use-intl/core'

import { type Attribute, attributeLabelKey } from '@/domain/attributes'
import { brochureFacts, brochurePlace, excerpt, pdfText, qrPath, urlLines } from '@/domain/brochure/content'
import { buyerCostRates, buyerCostSubject, DEFAULT_SITUATION, estimateBuyerCosts } from '@/domain/buyer-costs'
import { ENERGY_SCALES, energyClassLabel, energyLabelState, energyScaleRow, energyStepColours, needsRenovationNotice } from '@/domain/energy'
import { formatEuro } from '@/domain/money'
import { formatPhone } from '@/domain/phone'
import { NEW_HOME_VAT_RATE } from '@/domain/price-terms'
import { energyRegion } from '@/domain/region'
import { attributeText, priceDetailWords, priceWords } from '@/shared/offer-text'
import { propertyPath } from '@/shared/catalogue-paths'
import { galleryPictures } from '@/shared/gallery-slides'
import type { Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import type { Property, Setting } from '@/payload-types'

import { BrochureDocument, type BrochureModel, rowPhotoSize } from './BrochureDocument'
import { registerBrochureFonts } from './fonts'
import { brochurePhoto, type MediaReader } from './photos'
import { staticMap, type TileSource } from './static-map'
import { agencyName as brandName } from '@/domain/brand'

/** What a brochure is made of: the property as the public reads it, and the agency's settings. */
export type BrochureSource = { property: Property; settings: Pick<Setting, 'agency' | 'buyerCosts'>; locale: Locale }

export type BrochureOptions = {
  siteUrl: string
  /** A stored picture's file (the original or a size) from the disk or the bucket: never fetched by URL. */
  readMedia: MediaReader
  /** Where map tiles come from; null draws no map. */
  tiles: TileSource | null
  /** The map's credit; null: the translated OpenStreetMap credit. */
  tileAttribution: string | null
}

/** Picture frames in pixels: the PDF's frames in points (BrochureDocument.tsx) at about 150 to 200 dpi. */
const COVER_FRAME = { width: 1100, height: 605 }
const rowFrame = (count: number) => {
  const { width, height } = rowPhotoSize(count)
  const scale = Math.min(2.1, 1100 / width)
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}
const DESCRIPTION_CHARACTERS = 900
/** What fits beside the QR code on one line. */
const URL_LINE_CHARACTERS = 38

/**
 * One brochure as PDF bytes. `complete` is false when a map should have been drawn but the tiles could not
 * be had: such a brochure is kept only a short while, so a later one gets its map.
 */
export async function makeBrochure(source: BrochureSource, options: BrochureOptions): Promise<{ pdf: Buffer; complete: boolean }> {
  registerBrochureFonts()
  const { model, complete } = await brochureModel(source, options)
  const pdf = await renderToBuffer(<BrochureDocument model={model} />)
  return { pdf, complete }
}

async function brochureModel({ property, settings, locale }: BrochureSource, options: BrochureOptions): Promise<{ model: BrochureModel; complete: boolean }> {
  const t = translatorFor(locale, 'brochure')
  const catalogue = translatorFor(locale, 'catalogue')
  const detail = translatorFor(locale, 'detail')
  const attributes = translatorFor(locale, 'attributes')
  const groupTitles = translatorFor(locale, 'attributeGroups')
  const mapTexts = translatorFor(locale, 'map')
  const figures = translatorFor(locale, 'figures')
  const format = createFormatter({ locale, timeZone: 'Europe/Brussels' })
  const value = (attribute: Attribute) => attributeText(attribute, locale, detail, format)

  const facts = brochureFacts(property as unknown as Record<string, unknown>)
  const place = brochurePlace(property)
  const url = new URL(propertyPath(property, locale), options.siteUrl).toString()
  const [photos, map] = await Promise.all([brochurePhotos(property, options.readMedia), brochureMap(property, options)])
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules
  const agency = settings.agency ?? {}
  const agencyName = brandName(agency.name)
  const town = [agency.zip?.trim(), agency.city?.trim()].filter(Boolean).join(' ')

  const model: BrochureModel = {
    language: locale,
    documentTitle: t('documentTitle', { title: property.title }),
    agency: {
      name: agencyName,
      address: [agency.street?.trim(), town].filter(Boolean).join(', ') || null,
      contact: [agency.phone?.trim() ? formatPhone(agency.phone.trim()) : null, agency.email?.trim() || null].filter((line): line is string => Boolean(line)),
      legal: [agency.bivNumber?.trim() ? t('biv', { number: agency.bivNumber.trim() }) : null, agency.vat?.trim() ? t('vat', { number: agency.vat.trim() }) : null].filter(Boolean).join(' · ') || null,
      website: new URL(options.siteUrl).host,
    },
    title: property.title,
    kind: [property.mainTypeName, catalogue(property.goal === 'rent' ? 'forRent' : 'forSale')].filter(Boolean).join(' · '),
    place: { street: place.street, town: place.town, note: place.street ? null : detail('addressOnRequest') },
    reference: catalogue('reference', { reference: property.reference ?? String(property.externalId ?? property.id) }),
    price: priceWords(property, locale, catalogue, figures),
    priceDetail: priceDetailWords(property, locale, figures),
    keyFacts: facts.keyFacts.map((fact) => ({ label: attributes(attributeLabelKey(fact.key)), value: value(fact) })),
    description: excerpt(property.description, DESCRIPTION_CHARACTERS),
    photos,
    groupsTitle: detail('details'),
    groups: facts.groups.map((group) => ({
      title: groupTitles(group.group),
      rows: group.items.map((item) => ({ label: attributes(attributeLabelKey(item.key)), value: value(item) })),
    })),
    energy: energyPanel(property, { detail, brochure: t, value, figures }),
    costs: costsPanel(property, settings, locale, { figures, costs: translatorFor(locale, 'buyerCosts'), format }),
    map: {
      title: detail('location'),
      picture: map.picture,
      attribution: options.tileAttribution ?? mapTexts('attribution'),
      caption: place.street ? `${place.street}, ${place.town}` : `${place.town}. ${t('mapArea')}`,
      unavailable: t('mapUnavailable'),
    },
    agent: property.agent?.name?.trim()
      ? {
          title: detail('agent'),
          name: property.agent.name.trim(),
          lines: [
            property.agent.email?.trim(),
            property.agent.phone?.trim() && formatPhone(property.agent.phone.trim()),
            property.agent.mobile?.trim() && formatPhone(property.agent.mobile.trim()),
          ].filter((line): line is string => Boolean(line)),
        }
      : null,
    qr: { path: qrPath(qr.size, qr.data), modules: qr.size, caption: t('qrCaption'), url, lines: urlLines(url, URL_LINE_CHARACTERS) },
    footer: (page, total) => pdfText(t('page', { page, total })),
  }
  return { model: pdfTexts(model), complete: map.complete }
}

type Words = {
  detail: ReturnType<typeof translatorFor<'detail'>>
  brochure: ReturnType<typeof translatorFor<'brochure'>>
  figures: ReturnType<typeof translatorFor<'figures'>>
  value: (attribute: Attribute) => string
}

/** The EPC label as on the page (EnergyLabel.tsx): the region's scale, the class on its row, the value; or "not known" (a CRM's 0). */
function energyPanel(property: Property, { detail, brochure, figures, value }: Words): BrochureModel['energy'] {
  const region = energyRegion(property)
  const state = energyLabelState(region, property.energyPerformance, property.epcLabel)
  if (!region || !state) return null
  if (state.kind === 'unknown') return { title: detail('energyTitle'), region: detail(`energyRegion_${region}`), steps: [], value: null, notice: figures('energyUnknown') }
  const klass = state.energyClass
  const scale: readonly string[] = ENERGY_SCALES[region]
  const row = energyScaleRow(region, klass)
  const score = property.energyPerformance ?? property.epcSpecific
  return {
    title: detail('energyTitle'),
    region: detail(`energyRegion_${region}`),
    steps: scale.map((step, index) => ({ ...energyStepColours(index, scale.length), label: energyClassLabel(step === row ? klass : step), current: step === row })),
    value: typeof score === 'number' && Number.isFinite(score) ? brochure('energyValue', { value: value({ key: 'energyPerformance', kind: 'energy', value: score }) }) : null,
    notice: needsRenovationNotice(region, klass) ? detail('renovationObligation') : null,
  }
}

type CostWords = {
  figures: ReturnType<typeof translatorFor<'figures'>>
  costs: ReturnType<typeof translatorFor<'buyerCosts'>>
  format: ReturnType<typeof createFormatter>
}

/**
 * The purchase costs as the property's page estimates them (ADR 0068): the same rule and the admin's rates,
 * for the page's default situation (only own home, no loan), with its assumptions said, what changes when it
 * is not the buyer's only home, and where to calculate one's own. The CRM's own amounts are not repeated.
 */
function costsPanel(property: Property, settings: BrochureSource['settings'], locale: Locale, { figures, costs, format }: CostWords): BrochureModel['costs'] {
  const subject = buyerCostSubject(property)
  if (!subject) return null
  const rates = buyerCostRates(settings.buyerCosts)
  const euro = (amount: number) => formatEuro(amount, locale)
  const number = (amount: number) => format.number(amount)
  const ownHome = estimateBuyerCosts({ ...subject, ownHome: DEFAULT_SITUATION.ownHome, loanAmount: null }, rates)
  const other = estimateBuyerCosts({ ...subject, ownHome: false, loanAmount: null }, rates)
  const rows: { label: string; value: string }[] = []
  if (!subject.newBuild || ownHome.dutyBase + ownHome.abatement > 0) rows.push({ label: costs('registrationDuty', { rate: number(ownHome.dutyRate), base: euro(ownHome.dutyBase) }), value: euro(ownHome.registrationDuty) })
  if (subject.newBuild && !subject.vatIncluded) rows.push({ label: costs('constructionVat', { rate: number(NEW_HOME_VAT_RATE) }), value: euro(ownHome.constructionVat) })
  rows.push(
    { label: figures('costsNotary'), value: euro(ownHome.notaryFee + ownHome.administrativeCosts + ownHome.feesVat + ownHome.landRegisterCosts) },
    { label: costs('totalCosts'), value: euro(ownHome.totalCosts) },
    { label: costs('totalWithPrice'), value: euro(ownHome.totalWithPrice) },
  )
  const date = format.dateTime(new Date(`${rates.appliesFrom}T12:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric' })
  const notes = [
    figures('costsAssumptions', { date }),
    other.totalCosts !== ownHome.totalCosts ? figures('costsOtherwise', { rate: number(other.dutyRate), total: euro(other.totalCosts) }) : null,
    subject.annuityMonthly !== null ? costs('annuityNote', { monthly: euro(subject.annuityMonthly) }) : null,
    figures('costsOwnSituation'),
  ].filter((note): note is string => note !== null)
  return { title: figures('costsTitle'), rows, notes }
}

/** The first six pictures: a cover, a row of up to two under the text, a row of up to three on the next page. */
async function brochurePhotos(property: Property, readMedia: MediaReader): Promise<{ cover: Buffer | null; pair: Buffer[]; strip: Buffer[] }> {
  const pictures = galleryPictures(property.pictures).slice(0, 6)
  const pair = Math.min(2, Math.max(0, pictures.length - 1))
  const strip = Math.max(0, pictures.length - 1 - pair)
  const frames = [COVER_FRAME, ...Array<typeof COVER_FRAME>(pair).fill(rowFrame(pair)), ...Array<typeof COVER_FRAME>(strip).fill(rowFrame(strip))]
  const made = await Promise.all(pictures.map((picture, index) => brochurePhoto(picture.image, readMedia, frames[index]!)))
  const present = (photos: (Buffer | null)[]) => photos.filter((photo): photo is Buffer => photo !== null)
  // A missing file leaves no hole: its row shows the others.
  return { cover: made[0] ?? null, pair: present(made.slice(1, 1 + pair)), strip: present(made.slice(1 + pair)) }
}

/** The map around the public point: a marker only when the address is published (ADR 0009/0010). */
async function brochureMap(property: Property, options: BrochureOptions): Promise<{ picture: Buffer | null; complete: boolean }> {
  const { publicLatitude: latitude, publicLongitude: longitude } = property
  if (!options.tiles || typeof latitude !== 'number' || typeof longitude !== 'number') return { picture: null, complete: true }
  const picture = await staticMap({ latitude, longitude, exact: property.publishAddress === true }, options.tiles)
  return { picture, complete: picture !== null }
}

/** Every text of the model as the font can draw it (see pdfText). */
function pdfTexts<T>(value: T): T {
  if (typeof value === 'string') return pdfText(value) as T
  if (Array.isArray(value)) return value.map(pdfTexts) as T
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pdfTexts(item)])) as T
  return value
}
