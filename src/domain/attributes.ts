/**
 * The attributes of a property a visitor reads, grouped as on the detail page (SPEC §3). Only what the
 * property has is listed: unknown values (null, empty, and 0 for counts, amounts and EPC figures: CRMs send
 * 0 for an EPC they do not know, issue 23 §1) are left out.
 */
export type AttributeKind = 'count' | 'area' | 'length' | 'money' | 'yesno' | 'text' | 'date' | 'year' | 'energy'
/** `period`: an amount paid every month (charges, rent), said beside it so nobody takes it for a one-off sum. */
export type Attribute = { key: AttributeKey; kind: AttributeKind; value: string | number | boolean; period?: 'month' }
export type AttributeGroup = { group: AttributeGroupName; items: Attribute[] }

type Source = Record<string, unknown>

const GROUPS = [
  [
    'general',
    [
      ['reference', 'text'],
      ['mainTypeName', 'text'],
      ['constructionYear', 'year'],
      ['renovationYear', 'year'],
      ['facades', 'count'],
      ['floor', 'count'],
      ['floors', 'count'],
    ],
  ],
  [
    'rooms',
    [
      ['bedrooms', 'count'],
      ['bathrooms', 'count'],
      ['showerRooms', 'count'],
      ['toilets', 'count'],
      ['garages', 'count'],
      ['parkings', 'count'],
    ],
  ],
  [
    'surfaces',
    [
      ['surfaceLiving', 'area'],
      ['surfaceTotal', 'area'],
      ['surfaceGround', 'area'],
      ['surfaceTerrace', 'area'],
      ['surfaceGarden', 'area'],
      ['surfaceConstructed', 'area'],
      ['surfaceOffice', 'area'],
      ['surfaceStore', 'area'],
      ['plotWidth', 'length'],
      ['frontWidth', 'length'],
    ],
  ],
  [
    'comfort',
    [
      ['heating', 'text'],
      ['kitchen', 'text'],
      ['glazing', 'text'],
      ['windowFrame', 'text'],
      ['roof', 'text'],
    ],
  ],
  [
    'energy',
    [
      ['epcLabel', 'text'],
      ['energyPerformance', 'energy'],
      ['epcTotal', 'energy'],
      ['epcSpecific', 'energy'],
      ['epcCo2', 'energy'],
      ['epcUniqueCode', 'text'],
      ['epcExpiry', 'date'],
    ],
  ],
  [
    'legal',
    [
      ['urbanDestination', 'text'],
      ['buildingPermit', 'yesno'],
      ['preemptiveRights', 'yesno'],
      ['summons', 'yesno'],
      ['floodZoneParcel', 'text'],
      ['floodZoneBuilding', 'text'],
      ['asbestosCertificate', 'yesno'],
      ['asbestosDate', 'date'],
    ],
  ],
  [
    'financial',
    [
      ['chargesOwner', 'money'],
      ['chargesRenter', 'money'],
      // The CRM's notaryFee and registrationRights are not listed: the purchase costs are the estimate's,
      // one figure with its assumptions (ADR 0068); the CRM's amounts said none.
      ['vat', 'yesno'],
      ['deposit', 'money'],
      ['agencyCost', 'money'],
      ['monthlyRent', 'money'],
      ['annuity.bouquet', 'money'],
      ['annuity.monthlyRent', 'money'],
      ['annuity.ages', 'text'],
    ],
  ],
  [
    'availability',
    [
      ['availabilityText', 'text'],
      ['availableFrom', 'date'],
    ],
  ],
] as const satisfies readonly (readonly [group: string, fields: readonly (readonly [key: string, kind: AttributeKind])[]])[]

/** The group names and attribute keys, each with its words in the `attributeGroups` and `attributes` messages. */
export type AttributeGroupName = (typeof GROUPS)[number][0]
export type AttributeKey = (typeof GROUPS)[number][1][number][0]

type Underscored<Key extends string> = Key extends `${infer Head}.${infer Tail}` ? `${Head}_${Underscored<Tail>}` : Key

/** The message key of an attribute's label: a catalogue key has no dot, so 'annuity.bouquet' is 'annuity_bouquet'. */
export const attributeLabelKey = <Key extends AttributeKey>(key: Key) => key.replaceAll('.', '_') as Underscored<Key>

const GROUP_LIST: readonly (readonly [AttributeGroupName, readonly (readonly [AttributeKey, AttributeKind])[]])[] = GROUPS

function read(source: Source, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Source)[key] : undefined), source)
}

function known(kind: AttributeKind, value: unknown): value is string | number | boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0
  return typeof value === 'boolean'
}

/** An attribute left out when it only repeats another: the energy score is usually the specific consumption. */
const REPEATS: Partial<Record<AttributeKey, AttributeKey>> = { energyPerformance: 'epcSpecific' }

/** Amounts the CRM gives per month: the owner's and tenant's charges, the rent, an annuity's monthly payment. */
const MONTHLY = new Set<AttributeKey>(['chargesOwner', 'chargesRenter', 'monthlyRent', 'annuity.monthlyRent'])

export function attributeGroups(property: Source): AttributeGroup[] {
  return GROUP_LIST.flatMap(([group, fields]) => {
    const items = fields.flatMap(([key, kind]): Attribute[] => {
      const value = read(property, key)
      const repeated = REPEATS[key]
      if (repeated && read(property, repeated) === value) return []
      if (!known(kind, value)) return []
      return [MONTHLY.has(key) ? { key, kind, value, period: 'month' as const } : { key, kind, value }]
    })
    return items.length ? [{ group, items }] : []
  })
}
