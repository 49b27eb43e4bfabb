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

/** The class of an EPC value in a region; Luxembourg goes by the label text (A…I). Null when unknown. */
export function energyClass(region: EnergyRegion | null, value: number | null | undefined, labelText?: string | null): string | null {
  if (region === 'luxembourg') {
    const letter = labelText?.trim().toLowerCase()
    return letter && LUXEMBOURG_CLASSES.includes(letter) ? letter : null
  }
  if (!region || value === null || value === undefined || !Number.isFinite(value)) return null
  const { scale, worst } = SCALES[region]
  for (const [upper, label] of scale) if (value <= upper) return label
  return worst
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
