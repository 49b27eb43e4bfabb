import type { EnergyRegion } from './region'

/**
 * EPC classes by value (kWh/m²·year) per region, SPEC §9. Each row is an inclusive upper bound: a value on
 * a boundary belongs to the better class (docs/decisions/0006-epc-classes.md). The Brussels f_sub lower bound
 * is 323 (the source's 223 is a typo: it would overlap four classes).
 */
type Scale = readonly (readonly [upperBound: number, energyClass: string])[]

const SCALES: Record<Exclude<EnergyRegion, 'luxembourg'>, { scale: Scale; worst: string }> = {
  flanders: {
    scale: [
      [0, 'a_plus'],
      [100, 'a'],
      [200, 'b'],
      [300, 'c'],
      [400, 'd'],
      [500, 'e'],
    ],
    worst: 'f',
  },
  wallonia: {
    scale: [
      [0, 'a_plusplus'],
      [45, 'a_plus'],
      [85, 'a'],
      [170, 'b'],
      [255, 'c'],
      [340, 'd'],
      [425, 'e'],
      [510, 'f'],
    ],
    worst: 'g',
  },
  brussels: {
    scale: [
      [0, 'a_plus'],
      [23, 'a'],
      [45, 'a_sub'],
      [62, 'b_plus'],
      [79, 'b'],
      [95, 'b_sub'],
      [113, 'c_plus'],
      [132, 'c'],
      [150, 'c_sub'],
      [170, 'd_plus'],
      [190, 'd'],
      [210, 'd_sub'],
      [232, 'e_plus'],
      [253, 'e'],
      [275, 'e_sub'],
      [298, 'f_plus'],
      [322, 'f'],
      [345, 'f_sub'],
    ],
    worst: 'g',
  },
}

const LUXEMBOURG_CLASSES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']

/**
 * Whether a Belgian EPC value is the CRM's "not known": CRMs send 0 when no certificate value was entered
 * (issue 23 §1). A real score of exactly 0 kWh/m² does not occur on a certificate; a home that produces
 * more than it uses scores below 0, which stays A+ (A++ in Wallonia).
 */
export const isUnknownEnergyValue = (value: number | null | undefined) => value === 0

/**
 * The class of an EPC value in a region; Luxembourg goes by the label text (A…I). Null when unknown: no
 * value, or 0 (isUnknownEnergyValue), which every page, the brochure and any filter read as unknown, never A+.
 */
export function energyClass(region: EnergyRegion | null, value: number | null | undefined, labelText?: string | null): string | null {
  if (region === 'luxembourg') {
    const letter = labelText?.trim().toLowerCase()
    return letter && LUXEMBOURG_CLASSES.includes(letter) ? letter : null
  }
  if (!region || value === null || value === undefined || !Number.isFinite(value) || isUnknownEnergyValue(value)) return null
  const { scale, worst } = SCALES[region]
  for (const [upper, label] of scale) if (value <= upper) return label
  return worst
}

/**
 * What a property's EPC section shows: its class, or 'unknown' when the CRM sent 0 for a Belgian home (said
 * as unknown rather than left out, so nobody reads the missing label as a good one), or nothing at all.
 */
export type EnergyLabelState = { kind: 'class'; energyClass: string } | { kind: 'unknown' } | null

export function energyLabelState(region: EnergyRegion | null, value: number | null | undefined, labelText?: string | null): EnergyLabelState {
  const klass = energyClass(region, value, labelText)
  if (klass) return { kind: 'class', energyClass: klass }
  return region && region !== 'luxembourg' && isUnknownEnergyValue(value) ? { kind: 'unknown' } : null
}

/** Display form of a class: 'a_plusplus' → 'A++', 'b_sub' → 'B-', 'c_plus' → 'C+'. */
export function energyClassLabel(energyClassName: string): string {
  const [letter, modifier] = energyClassName.split('_')
  const suffix = modifier === 'plusplus' ? '++' : modifier === 'plus' ? '+' : modifier === 'sub' ? '-' : ''
  return `${(letter ?? '').toUpperCase()}${suffix}`
}

/** SPEC §9: in Flanders, homes bought from 2023 with label E or F must be renovated (the text says how). */
export function needsRenovationNotice(region: EnergyRegion | null, energyClassName: string | null): boolean {
  return region === 'flanders' && (energyClassName === 'e' || energyClassName === 'f')
}

/** The steps of each region's label as drawn (SPEC §9), best first. */
export const ENERGY_SCALES = {
  flanders: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'],
  wallonia: ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
  brussels: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
  luxembourg: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
} as const satisfies Record<EnergyRegion, readonly string[]>

/** The row of a class on its region's scale: Brussels sub-classes (b_plus, c_sub…) sit on the row of their letter. */
export function energyScaleRow(region: EnergyRegion, energyClassName: string): string {
  const scale: readonly string[] = ENERGY_SCALES[region]
  return scale.includes(energyClassName) ? energyClassName : energyClassName.split('_')[0]!
}

/**
 * The familiar label colours, dark green to dark red, each with a text colour that reads at 4.5:1 or better.
 * Scales of 7 to 9 steps spread over the seven colours.
 */
const LABEL_COLOURS = [
  ['#00703c', '#fff'],
  ['#4caf50', '#0b2a4a'],
  ['#a4c639', '#0b2a4a'],
  ['#ffd500', '#0b2a4a'],
  ['#f59c00', '#0b2a4a'],
  ['#c2410c', '#fff'],
  ['#b3151c', '#fff'],
] as const

/** Background and text colour of step `index` of a scale of `steps`. */
export function energyStepColours(index: number, steps: number): { background: string; text: string } {
  const [background, text] = LABEL_COLOURS[Math.round((index / Math.max(1, steps - 1)) * (LABEL_COLOURS.length - 1))]!
  return { background, text }
}
