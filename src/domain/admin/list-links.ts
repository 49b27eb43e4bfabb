/**
 * Links into Payload's admin lists with a filter already set, in the shape its filter builder writes
 * (`where[or][0][and][i][field][operator]=value`), so the list opens showing those conditions as its own.
 */
export type Condition = { field: string; operator: 'equals' | 'not_equals'; value: string | boolean }

/** The same conditions as a Payload query (all of them must hold): what the list will show is what was counted. */
export const whereOf = (conditions: Condition[]): { and: Record<string, Record<string, string | boolean>>[] } => ({
  and: conditions.map(({ field, operator, value }) => ({ [field]: { [operator]: value } })),
})

export function adminListHref(adminRoute: string, collection: string, conditions: Condition[]): string {
  const query = conditions.map(({ field, operator, value }, index) => `${encodeURIComponent(`where[or][0][and][${index}][${field}][${operator}]`)}=${encodeURIComponent(String(value))}`)
  return `${adminRoute.replace(/\/$/, '')}/collections/${collection}${query.length ? `?${query.join('&')}` : ''}`
}

export const adminDocumentHref = (adminRoute: string, collection: string, id: number | string) => `${adminRoute.replace(/\/$/, '')}/collections/${collection}/${encodeURIComponent(String(id))}`
