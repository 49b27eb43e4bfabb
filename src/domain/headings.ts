/**
 * A module whose title says what the page heading above it already says is shown without it: on listing
 * pages the CMS often names the list module as the page ("Te koop" twice). Compared as a visitor reads
 * them: case, spacing and accents aside.
 */
export function repeatsHeading(moduleTitle: string | null | undefined, pageHeading: string | null | undefined): boolean {
  if (!moduleTitle || !pageHeading) return false
  return plain(moduleTitle) === plain(pageHeading)
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('en')
