/**
 * SPEC §3 Property type: its `Sale` and `Rent` flags decide which types a goal's filters and forms offer
 * (ADR 0073). A flag left empty counts as set, as the admin's default does; a type with neither flag is
 * offered nowhere. Without a goal (the listing abroad, which shows both; a form that asks for any goal) a
 * type is offered when either flag is set.
 */
export type TypeGoal = 'sale' | 'rent'
export type FlaggedType = { sale?: boolean | null; rent?: boolean | null }

const flag = (value: boolean | null | undefined) => value !== false

export function offeredFor(type: FlaggedType, goal: TypeGoal | null): boolean {
  if (goal === 'sale') return flag(type.sale)
  if (goal === 'rent') return flag(type.rent)
  return flag(type.sale) || flag(type.rent)
}

export function typesFor<T extends FlaggedType>(types: readonly T[], goal: TypeGoal | null): T[] {
  return types.filter((type) => offeredFor(type, goal))
}

/** The goals a type is offered for, in the order the forms name them. */
export function goalsOf(type: FlaggedType): TypeGoal[] {
  return (['sale', 'rent'] as const).filter((goal) => offeredFor(type, goal))
}

/** A form's goal (buy or rent, SPEC §3 forms) as the flag that offers a type for it. */
export const typeGoalOf = (goal: string | null | undefined): TypeGoal | null => (goal === 'rent' ? 'rent' : goal === 'buy' || goal === 'sale' ? 'sale' : null)
