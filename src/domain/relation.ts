/** The id of a Payload relationship value, whether it came populated (an object) or as its id. */
export function relationId<T extends number | string>(value: T | { id: T }): T
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
