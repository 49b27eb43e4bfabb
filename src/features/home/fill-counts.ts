/** SPEC §2.6: the search block description may hold the sale and rent totals. */
export function fillCounts(text: string, counts: { sale: number; rent: number }): string {
  return text.replaceAll('{saleCount}', String(counts.sale)).replaceAll('{rentCount}', String(counts.rent))
}
