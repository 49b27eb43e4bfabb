/** Lower-case ASCII words joined by hyphens: 'Mariakerke – Appartement à l’été' → 'mariakerke-appartement-a-l-ete'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Case- and accent-insensitive form used for matching names (SPEC §3 City.SearchName). */
export function searchName(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim()
}
