/**
 * WCAG 2 contrast between two colours (1 to 21): relative luminance of sRGB, as WCAG 2.2 defines it
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). Used by the focus ring's test (ADR 0078).
 */
export type Rgba = { r: number; g: number; b: number; a: number }

/** A CSS colour as the site writes them: #rgb, #rrggbb, rgb(r g b), rgb(r g b / 60%), rgb(r, g, b), rgba(r, g, b, .6). Null otherwise. */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit) : hex[1]!.match(/../g)!
    const [r, g, b] = digits.map((pair) => parseInt(pair, 16))
    return { r: r!, g: g!, b: b!, a: 1 }
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+)(%?))?\s*\)$/.exec(text)
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1)
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha }
  }
  if (text === 'white') return { r: 255, g: 255, b: 255, a: 1 }
  if (text === 'black') return { r: 0, g: 0, b: 0, a: 1 }
  return null
}

/** A translucent colour laid over an opaque one. */
export function over(top: Rgba, below: Rgba): Rgba {
  const mix = (a: number, b: number) => Math.round(a * top.a + b * (1 - top.a))
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 }
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The contrast ratio of two opaque colours. */
export function contrastRatio(one: Rgba, other: Rgba): number {
  const [light, dark] = [relativeLuminance(one), relativeLuminance(other)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}
