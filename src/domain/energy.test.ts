import { describe, expect, it } from 'vitest'

import { energyClass, energyClassLabel, energyLabelState, needsRenovationNotice } from './energy'

describe('Flanders (SPEC §9), boundaries to the better class', () => {
  it.each([
    [-10, 'a_plus'],
    [-0.1, 'a_plus'],
    [0.1, 'a'],
    [100, 'a'],
    [100.5, 'b'],
    [200, 'b'],
    [201, 'c'],
    [300, 'c'],
    [301, 'd'],
    [400, 'd'],
    [401, 'e'],
    [500, 'e'],
    [501, 'f'],
    [9999, 'f'],
  ])('%d → %s', (value, expected) => expect(energyClass('flanders', value)).toBe(expected))
})

describe('Wallonia (SPEC §9)', () => {
  it.each([
    [-1, 'a_plusplus'],
    [-0.1, 'a_plusplus'],
    [1, 'a_plus'],
    [45, 'a_plus'],
    [46, 'a'],
    [85, 'a'],
    [86, 'b'],
    [170, 'b'],
    [171, 'c'],
    [255, 'c'],
    [256, 'd'],
    [340, 'd'],
    [341, 'e'],
    [425, 'e'],
    [426, 'f'],
    [510, 'f'],
    [511, 'g'],
  ])('%d → %s', (value, expected) => expect(energyClass('wallonia', value)).toBe(expected))
})

describe('Brussels (SPEC §9, f_sub from 323)', () => {
  it.each([
    [-5, 'a_plus'],
    [-0.1, 'a_plus'],
    [1, 'a'],
    [23, 'a'],
    [23.5, 'a_sub'],
    [24, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [79, 'b'],
    [80, 'b_sub'],
    [95, 'b_sub'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_sub'],
    [150, 'c_sub'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_sub'],
    [210, 'd_sub'],
    [211, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_sub'],
    [275, 'e_sub'],
    [276, 'f_plus'],
    [298, 'f_plus'],
    [299, 'f'],
    [322, 'f'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [346, 'g'],
    [800, 'g'],
  ])('%d → %s', (value, expected) => expect(energyClass('brussels', value)).toBe(expected))
})

describe('Luxembourg goes by the label text', () => {
  it.each([
    ['A', 'a'],
    [' c ', 'c'],
    ['I', 'i'],
    ['J', null],
    ['', null],
    [null, null],
  ])('%j → %j', (label, expected) => expect(energyClass('luxembourg', 120, label)).toBe(expected))
})

describe('unknown input', () => {
  it('gives no class without a value or region', () => {
    expect(energyClass('flanders', null)).toBeNull()
    expect(energyClass('flanders', Number.NaN)).toBeNull()
    expect(energyClass(null, 100)).toBeNull()
  })

  // Issue 23 §1: CRMs send 0 for "unknown"; it showed as A+ (A++ in Wallonia).
  it.each(['flanders', 'wallonia', 'brussels'] as const)('reads 0 in %s as unknown, never as the best class', (region) => {
    expect(energyClass(region, 0)).toBeNull()
    expect(energyClass(region, -0)).toBeNull()
    expect(energyLabelState(region, 0)).toEqual({ kind: 'unknown' })
  })

  it('says unknown only for a Belgian home whose value is 0; no value at all shows nothing, a real value its class', () => {
    expect(energyLabelState('flanders', null)).toBeNull()
    expect(energyLabelState(null, 0)).toBeNull()
    expect(energyLabelState('luxembourg', 0, null)).toBeNull()
    expect(energyLabelState('luxembourg', 0, 'B')).toEqual({ kind: 'class', energyClass: 'b' })
    expect(energyLabelState('flanders', -10)).toEqual({ kind: 'class', energyClass: 'a_plus' })
    expect(energyLabelState('wallonia', 50)).toEqual({ kind: 'class', energyClass: 'a' })
  })
})

describe('energyClassLabel', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['b_sub', 'B-'],
    ['c', 'C'],
  ])('%s → %s', (name, label) => expect(energyClassLabel(name)).toBe(label))
})

describe('needsRenovationNotice (SPEC §9)', () => {
  it('is shown for E and F in Flanders only', () => {
    expect(needsRenovationNotice('flanders', 'e')).toBe(true)
    expect(needsRenovationNotice('flanders', 'f')).toBe(true)
    expect(needsRenovationNotice('flanders', 'd')).toBe(false)
    expect(needsRenovationNotice('wallonia', 'f')).toBe(false)
    expect(needsRenovationNotice('brussels', 'e')).toBe(false)
  })
})
