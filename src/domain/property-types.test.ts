import { describe, expect, it } from 'vitest'

import { goalsOf, offeredFor, typeGoalOf, typesFor } from './property-types'

const land = { name: 'Grond', sale: true, rent: false }
const flat = { name: 'Appartement', sale: true, rent: true }
const roomOnly = { name: 'Kamer', sale: false, rent: true }
const retired = { name: 'Oud', sale: false, rent: false }
const unset = { name: 'Nieuw', sale: null, rent: undefined }

describe('offeredFor (SPEC §3 Property type Sale/Rent)', () => {
  it('offers a type for the goals its flags name', () => {
    expect(typesFor([land, flat, roomOnly, retired], 'sale').map((t) => t.name)).toEqual(['Grond', 'Appartement'])
    expect(typesFor([land, flat, roomOnly, retired], 'rent').map((t) => t.name)).toEqual(['Appartement', 'Kamer'])
  })

  it('without a goal, offers a type with either flag, never one with none', () => {
    expect(typesFor([land, flat, roomOnly, retired], null).map((t) => t.name)).toEqual(['Grond', 'Appartement', 'Kamer'])
  })

  it('reads an empty flag as set, as the admin defaults it', () => {
    expect(offeredFor(unset, 'sale')).toBe(true)
    expect(offeredFor(unset, 'rent')).toBe(true)
  })

  it('names the goals of a type', () => {
    expect(goalsOf(land)).toEqual(['sale'])
    expect(goalsOf(flat)).toEqual(['sale', 'rent'])
    expect(goalsOf(retired)).toEqual([])
  })
})

describe('typeGoalOf', () => {
  it('reads a form\'s goal as the flag that offers a type for it', () => {
    expect([typeGoalOf('buy'), typeGoalOf('rent'), typeGoalOf('sale'), typeGoalOf(''), typeGoalOf(null)]).toEqual(['sale', 'rent', 'sale', null, null])
  })
})
