// react-pdf's Image has no alt text (a PDF picture is not an HTML img): renamed so the HTML accessibility rule does not mistake it.
import { Document, Image as PdfImage, Link, Page, Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer'

/**
 * The brochure as a PDF document (@react-pdf/renderer, ADR 0030): two A4 pages for a usual property, more
 * when it has many attributes. It draws a finished model (./brochure-model.ts) and decides nothing about
 * what may be shown: every text arrives translated, formatted and public.
 */
export type BrochureModel = {
  language: string
  documentTitle: string
  agency: { name: string; address: string | null; contact: string[]; legal: string | null; website: string }
  title: string
  kind: string | null
  place: { street: string | null; town: string; note: string | null }
  reference: string
  price: string
  /** What the price leaves unsaid (ADR 0068): with VAT, the annuity for life, the rent with its charges. */
  priceDetail: string | null
  keyFacts: { label: string; value: string }[]
  description: string
  /** A cover, then rows of one to three pictures (./make-brochure.tsx cuts them to these frames). */
  photos: { cover: Buffer | null; pair: Buffer[]; strip: Buffer[] }
  groupsTitle: string
  groups: { title: string; rows: { label: string; value: string }[] }[]
  energy: { title: string; region: string; steps: { label: string; background: string; text: string; current: boolean }[]; value: string | null; notice: string | null } | null
  /** The purchase costs as the property's page estimates them, with their assumptions (ADR 0068). */
  costs: { title: string; rows: { label: string; value: string }[]; notes: string[] } | null
  map: { title: string; picture: Buffer | null; attribution: string; caption: string; unavailable: string }
  agent: { title: string; name: string; lines: string[] } | null
  qr: { path: string; modules: number; caption: string; url: string; lines: string[] }
  footer: (page: number, total: number) => string
}

const NAVY = '#0b2a4a'
const SEA = '#145f8c'
const SEA_LIGHT = '#e7f1f7'
const SAND = '#f6f1e7'
const SUN = '#e8a33d'
const INK = '#1b2430'
const MUTED = '#56606c'
const LINE = '#dde3ea'

/** Latin first, Latin Extended for the rare letter outside it (both Inter, see ./fonts.ts). */
export const FONT_FAMILY = ['Inter', 'Inter Latin Extended']

const styles = StyleSheet.create({
  // No lineHeight on the page or a wrapper: react-pdf 4.9 then drops the fixed footer, and a View passes it
  // on as points of its own font size; texts that need more air than the font's own set theirs.
  page: { fontFamily: FONT_FAMILY, fontSize: 9.5, color: INK, paddingTop: 28, paddingBottom: 44, paddingHorizontal: 32 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 },
  brand: { flexDirection: 'row', alignItems: 'center' },
  wordmark: { marginLeft: 6 },
  wordmarkName: { fontSize: 15, fontWeight: 700, letterSpacing: 1.6, color: NAVY, lineHeight: 1.1 },
  wordmarkLine: { fontSize: 6.5, letterSpacing: 2.6, color: MUTED },
  agencyContact: { alignItems: 'flex-end', fontSize: 8, color: MUTED, lineHeight: 1.4 },
  cover: { width: '100%', height: 292, objectFit: 'cover', borderRadius: 4 },
  intro: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginTop: 14 },
  // The title wraps in the room the price box leaves: measured from zero, never from its one-line width, which
  // let a long title run under the box and lose its end there (issue 23 §4).
  introText: { flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0, paddingRight: 14 },
  eyebrow: { fontSize: 8.5, color: SEA, fontWeight: 700, letterSpacing: 0.6, textTransform: 'uppercase', marginBottom: 3 },
  title: { fontSize: 19, fontWeight: 700, color: NAVY, lineHeight: 1.2 },
  placeLine: { fontSize: 10, marginTop: 4 },
  muted: { color: MUTED },
  priceBox: { flexGrow: 0, flexShrink: 0, backgroundColor: NAVY, color: '#ffffff', borderRadius: 4, paddingVertical: 9, paddingHorizontal: 12, minWidth: 150, maxWidth: 200, alignItems: 'flex-end' },
  price: { fontSize: 15, fontWeight: 700, textAlign: 'right' },
  reference: { fontSize: 8, marginTop: 3, color: '#c9d6e3', textAlign: 'right' },
  priceDetail: { fontSize: 8.5, marginTop: 2, color: '#ffffff', textAlign: 'right' },
  costs: { marginTop: 4, borderWidth: 0.75, borderColor: LINE, borderRadius: 4, padding: 10 },
  costsRows: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' },
  costsRow: { width: 246, flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.5, borderBottomColor: LINE, paddingVertical: 3, fontSize: 9 },
  costsNote: { marginTop: 4, fontSize: 7.8, color: MUTED, lineHeight: 1.35 },
  facts: { flexDirection: 'row', marginTop: 12, marginHorizontal: -3 },
  fact: { flexGrow: 1, flexBasis: 0, backgroundColor: SEA_LIGHT, borderRadius: 4, paddingVertical: 7, paddingHorizontal: 8, marginHorizontal: 3 },
  factValue: { fontSize: 12.5, fontWeight: 700, color: NAVY },
  factLabel: { fontSize: 7.5, color: MUTED, marginTop: 1 },
  description: { marginTop: 12, fontSize: 9.5, lineHeight: 1.5 },
  photoRow: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 12, marginBottom: 2 },
  photo: { objectFit: 'cover', borderRadius: 4 },
  runningHead: { flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.75, borderBottomColor: LINE, paddingBottom: 5, marginBottom: 10, fontSize: 8, color: MUTED },
  sectionTitle: { fontSize: 12, fontWeight: 700, color: NAVY, marginBottom: 6 },
  groups: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between', marginTop: 14 },
  group: { width: 258, marginBottom: 10 },
  groupTitle: { fontSize: 8.5, fontWeight: 700, color: SEA, textTransform: 'uppercase', letterSpacing: 0.5, borderBottomWidth: 1, borderBottomColor: SEA, paddingBottom: 2, marginBottom: 2 },
  row: { flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.5, borderBottomColor: LINE, paddingVertical: 3, fontSize: 9 },
  // The label takes what the value leaves, and wraps: a long value (an EPC number) and a long label never overlap.
  rowLabel: { color: MUTED, flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  rowValue: { fontWeight: 700, textAlign: 'right', flexShrink: 0, maxWidth: '58%', paddingLeft: 6 },
  panels: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 6 },
  panel: { width: 258, borderWidth: 0.75, borderColor: LINE, borderRadius: 4, padding: 10 },
  energyRegion: { fontSize: 8, color: MUTED, marginBottom: 5 },
  energyStep: { height: 13.5, marginBottom: 1.6, borderTopRightRadius: 7, borderBottomRightRadius: 7, paddingLeft: 5, justifyContent: 'center' },
  energyLabel: { fontSize: 7.5, fontWeight: 700 },
  energyCurrent: { fontSize: 9, fontWeight: 700 },
  energyValue: { marginTop: 5, fontSize: 9, fontWeight: 700, color: NAVY },
  energyNotice: { marginTop: 4, fontSize: 7.2, color: MUTED, lineHeight: 1.3 },
  mapFrame: { position: 'relative', width: 238, height: 136 },
  mapPicture: { width: 238, height: 136, borderRadius: 3 },
  mapCredit: { position: 'absolute', right: 0, bottom: 0, backgroundColor: '#ffffff', opacity: 0.85, fontSize: 5.8, color: INK, paddingHorizontal: 3, paddingVertical: 1.5, borderTopLeftRadius: 3 },
  mapBox: { width: 238, height: 136, backgroundColor: SAND, borderRadius: 3, alignItems: 'center', justifyContent: 'center', padding: 12 },
  mapBoxText: { textAlign: 'center', color: MUTED, fontSize: 8.5 },
  mapCaption: { marginTop: 5, fontSize: 8.5 },
  contact: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 10 },
  agentName: { fontSize: 11, fontWeight: 700, color: NAVY, marginBottom: 3 },
  agentLine: { marginBottom: 2 },
  qrPanel: { flexDirection: 'row', alignItems: 'center' },
  qrText: { flexShrink: 1, paddingLeft: 10 },
  qrCaption: { fontSize: 9, fontWeight: 700, color: NAVY, marginBottom: 3 },
  qrUrl: { fontSize: 6.8, color: SEA, textDecoration: 'none' },
  footer: {
    position: 'absolute',
    left: 32,
    right: 32,
    bottom: 18,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.75,
    borderTopColor: LINE,
    paddingTop: 5,
    fontSize: 7,
    color: MUTED,
  },
})

/** The agency's wordmark, the same drawing as the site's header logo (shared/components/Logo.tsx). */
function Wordmark({ name }: { name: string }) {
  return (
    <View style={styles.brand}>
      <Svg width={30} height={32} viewBox="2 6 40 36">
        <Path d="M4 30c6-6 12-6 18 0s12 6 18 0" stroke={NAVY} strokeWidth={4} strokeLinecap="round" fill="none" />
        <Path d="M4 40c6-6 12-6 18 0s12 6 18 0" stroke={SUN} strokeWidth={4} strokeLinecap="round" fill="none" />
        <Path d="M10 22 22 8l12 14" stroke={NAVY} strokeWidth={4} strokeLinejoin="round" fill="none" />
      </Svg>
      <View style={styles.wordmark}>
        <Text style={styles.wordmarkName}>ZEEDIJK</Text>
        <Text style={styles.wordmarkLine}>VASTGOED · IMMO</Text>
        {name.toUpperCase() !== 'ZEEDIJK VASTGOED' && <Text style={styles.wordmarkLine}>{name}</Text>}
      </View>
    </View>
  )
}

function Footer({ model }: { model: BrochureModel }) {
  const { agency } = model
  return (
    <View style={styles.footer} fixed>
      <Text>{[agency.name, agency.address, agency.legal].filter(Boolean).join(' · ')}</Text>
      <Text render={({ pageNumber, totalPages }) => model.footer(pageNumber, totalPages)} />
    </View>
  )
}

function EnergyPanel({ energy }: { energy: NonNullable<BrochureModel['energy']> }) {
  const steps = energy.steps.length
  return (
    <View style={styles.panel} wrap={false}>
      <Text style={styles.sectionTitle}>{energy.title}</Text>
      <Text style={styles.energyRegion}>{energy.region}</Text>
      {energy.steps.map((step, index) => (
        <View
          key={step.label + index}
          style={[
            styles.energyStep,
            { backgroundColor: step.background, width: `${38 + (index * 52) / Math.max(1, steps - 1)}%` },
            step.current ? { height: 17, borderWidth: 1.5, borderColor: NAVY } : {},
          ]}
        >
          <Text style={[step.current ? styles.energyCurrent : styles.energyLabel, { color: step.text }]}>{step.label}</Text>
        </View>
      ))}
      {energy.value && <Text style={styles.energyValue}>{energy.value}</Text>}
      {energy.notice && <Text style={styles.energyNotice}>{energy.notice}</Text>}
    </View>
  )
}

function CostsPanel({ costs }: { costs: NonNullable<BrochureModel['costs']> }) {
  return (
    <View style={styles.costs} wrap={false}>
      <Text style={styles.sectionTitle}>{costs.title}</Text>
      <View style={styles.costsRows}>
        {costs.rows.map((row) => (
          <View key={row.label} style={styles.costsRow}>
            <Text style={styles.rowLabel}>{row.label}</Text>
            <Text style={styles.rowValue}>{row.value}</Text>
          </View>
        ))}
      </View>
      {costs.notes.map((note) => (
        <Text key={note} style={styles.costsNote}>
          {note}
        </Text>
      ))}
    </View>
  )
}

function MapPanel({ map }: { map: BrochureModel['map'] }) {
  return (
    <View style={styles.panel} wrap={false}>
      <Text style={styles.sectionTitle}>{map.title}</Text>
      {map.picture ? (
        <View style={styles.mapFrame}>
          <PdfImage style={styles.mapPicture} src={{ data: map.picture, format: 'jpg' }} />
          <Text style={styles.mapCredit}>{map.attribution}</Text>
        </View>
      ) : (
        <View style={styles.mapBox}>
          <Text style={styles.mapBoxText}>{map.unavailable}</Text>
        </View>
      )}
      <Text style={styles.mapCaption}>{map.caption}</Text>
    </View>
  )
}

function QrPanel({ qr }: { qr: BrochureModel['qr'] }) {
  const quiet = 4
  const side = qr.modules + quiet * 2
  return (
    <View style={[styles.panel, styles.qrPanel]} wrap={false}>
      <Svg width={78} height={78} viewBox={`0 0 ${side} ${side}`}>
        <Rect x={0} y={0} width={side} height={side} fill="#ffffff" />
        <Path d={qr.path} fill="#000000" transform={`translate(${quiet} ${quiet})`} />
      </Svg>
      <View style={styles.qrText}>
        <Text style={styles.qrCaption}>{qr.caption}</Text>
        <Link src={qr.url} style={styles.qrUrl}>
          {qr.lines.join('\n')}
        </Link>
      </View>
    </View>
  )
}

/** The size in points of each picture in a row of `count` (1 to 3) across the page's 531 pt. */
export function rowPhotoSize(count: number): { width: number; height: number } {
  if (count <= 1) return { width: 531, height: 150 }
  if (count === 2) return { width: 261, height: 150 }
  return { width: 172, height: 108 }
}

function PhotoRow({ photos }: { photos: Buffer[] }) {
  if (photos.length === 0) return null
  const size = rowPhotoSize(photos.length)
  return (
    <View style={styles.photoRow} wrap={false}>
      {photos.map((photo, index) => (
        <PdfImage key={index} style={[styles.photo, size]} src={{ data: photo, format: 'jpg' }} />
      ))}
    </View>
  )
}

export function BrochureDocument({ model }: { model: BrochureModel }) {
  return (
    <Document title={model.documentTitle} author={model.agency.name} subject={model.title} language={model.language} creator={model.agency.name} producer={model.agency.name}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Wordmark name={model.agency.name} />
          <View style={styles.agencyContact}>
            {model.agency.contact.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            <Text>{model.agency.website}</Text>
          </View>
        </View>

        {/* A property without a photo has no cover: the section is left out, never a "no photo" line (issue 23). */}
        {model.photos.cover && <PdfImage style={styles.cover} src={{ data: model.photos.cover, format: 'jpg' }} />}

        <View style={styles.intro}>
          <View style={styles.introText}>
            {model.kind && <Text style={styles.eyebrow}>{model.kind}</Text>}
            <Text style={styles.title}>{model.title}</Text>
            <Text style={styles.placeLine}>
              {[model.place.street, model.place.town].filter(Boolean).join(', ')}
              {model.place.note && <Text style={styles.muted}>{`  ·  ${model.place.note}`}</Text>}
            </Text>
          </View>
          <View style={styles.priceBox}>
            <Text style={styles.price}>{model.price}</Text>
            {model.priceDetail && <Text style={styles.priceDetail}>{model.priceDetail}</Text>}
            <Text style={styles.reference}>{model.reference}</Text>
          </View>
        </View>

        {model.keyFacts.length > 0 && (
          <View style={styles.facts}>
            {model.keyFacts.map((fact) => (
              <View key={fact.label} style={styles.fact}>
                <Text style={styles.factValue}>{fact.value}</Text>
                <Text style={styles.factLabel}>{fact.label}</Text>
              </View>
            ))}
          </View>
        )}

        {model.description && <Text style={styles.description}>{model.description}</Text>}

        <PhotoRow photos={model.photos.pair} />
        <Footer model={model} />
      </Page>

      <Page size="A4" style={styles.page}>
        {/* On every following page: which property these pages are about, once they are apart. */}
        <View style={styles.runningHead} fixed>
          <Text>{model.title}</Text>
          <Text>{model.reference}</Text>
        </View>
        <PhotoRow photos={model.photos.strip} />

        <View style={styles.panels} wrap={false}>
          {model.energy ? <EnergyPanel energy={model.energy} /> : <View style={{ width: 258 }} />}
          <MapPanel map={model.map} />
        </View>

        <View style={styles.contact} wrap={false}>
          {model.agent ? (
            <View style={styles.panel}>
              <Text style={styles.sectionTitle}>{model.agent.title}</Text>
              <Text style={styles.agentName}>{model.agent.name}</Text>
              {model.agent.lines.map((line) => (
                <Text key={line} style={styles.agentLine}>
                  {line}
                </Text>
              ))}
            </View>
          ) : (
            <View style={{ width: 258 }} />
          )}
          <QrPanel qr={model.qr} />
        </View>

        {model.groups.length > 0 && (
          <View style={styles.groups}>
            <Text style={[styles.sectionTitle, { width: '100%' }]} minPresenceAhead={60}>
              {model.groupsTitle}
            </Text>
            {model.groups.map((group) => (
              <View key={group.title} style={styles.group} wrap={false}>
                <Text style={styles.groupTitle}>{group.title}</Text>
                {group.rows.map((row) => (
                  <View key={row.label} style={styles.row}>
                    <Text style={styles.rowLabel}>{row.label}</Text>
                    <Text style={styles.rowValue}>{row.value}</Text>
                  </View>
                ))}
              </View>
            ))}
          </View>
        )}
        {model.costs && <CostsPanel costs={model.costs} />}
        <Footer model={model} />
      </Page>
    </Document>
  )
}
