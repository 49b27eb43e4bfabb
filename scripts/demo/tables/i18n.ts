/** Shared helpers for the demo snapshot texts: every visible text exists in nl, fr, en and de. */

export type Lang = "nl" | "fr" | "en" | "de";
export const LANGS: readonly Lang[] = ["nl", "fr", "en", "de"];

/** A value per language. */
export type L<T = string> = Record<Lang, T>;

/** Builds a language object from four strings, in the order nl, fr, en, de. */
export const l = (nl: string, fr: string, en: string, de: string): L => ({ nl, fr, en, de });

/** Applies fn to each language. */
export function mapL<A, B>(value: L<A>, fn: (v: A, lang: Lang) => B): L<B> {
  return { nl: fn(value.nl, "nl"), fr: fn(value.fr, "fr"), en: fn(value.en, "en"), de: fn(value.de, "de") };
}

/** Builds a language object by calling fn once per language. */
export function perLang<T>(fn: (lang: Lang) => T): L<T> {
  return { nl: fn("nl"), fr: fn("fr"), en: fn("en"), de: fn("de") };
}

/** Same string in every language (brand names, symbols). */
export const same = (s: string): L => ({ nl: s, fr: s, en: s, de: s });

/** ASCII kebab-case slug (accents stripped, ß → ss, & → and per language handled by caller). */
export function slugify(text: string, maxLength = 70): string {
  const ascii = text
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (ascii.length <= maxLength) return ascii;
  const cut = ascii.slice(0, maxLength);
  const lastDash = cut.lastIndexOf("-");
  return lastDash > 20 ? cut.slice(0, lastDash) : cut;
}

/** Array access that fails loudly instead of returning undefined. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} out of range (length ${items.length})`);
  return item;
}
