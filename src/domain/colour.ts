/**
 * A colour staff type in the admin (header-link colour), kept only when it is a plain hex colour
 * (#0b3954 or #fff): it goes into a style attribute, where anything else could carry more CSS.
 */
export function hexColour(value: string | null | undefined): string | null {
  const colour = value?.trim() ?? ''
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour) ? colour.toLowerCase() : null
}

export function validHexColour(value: string | null | undefined): true | string {
  return !value?.trim() || hexColour(value) ? true : 'A colour such as #1877f2'
}
