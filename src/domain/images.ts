/** Responsive widths of SPEC §9: a 100 px placeholder, 400 px for screens up to 500 px, 600 for 750, 1360 for 1050. */
export const imageWidths = { placeholder: 100, small: 400, medium: 600, large: 1360 } as const

/** The screen widths (CSS px) up to which SPEC §9 serves the small and the medium file, whatever the density. */
export const screenWidths = { small: 500, medium: 750 } as const

export const imageSizesAttribute = '(max-width: 500px) 400px, (max-width: 750px) 600px, 1360px'

/**
 * Payload writes file URLs as absolute addresses and, under Next's trailingSlash, ends them with a slash,
 * which Next then answers with a redirect to the slashless file. Pages want the short root-relative path.
 */
export function fileUrl(url: string | null | undefined, siteUrl: string): string | null | undefined {
  if (!url) return url
  let result = url
  const origin = new URL(siteUrl).origin
  if (result.startsWith(`${origin}/`)) result = result.slice(origin.length)
  return result.replace(/(\.[a-z0-9]{2,5})\/(?=$|[?#])/i, '$1')
}

type SizedFile = { url?: string | null; width?: number | null; height?: number | null }

/**
 * The picture a page shares (og:image, twitter:image, JSON-LD image): the largest resized copy Payload made,
 * never the uploaded original (ADR 0042). A copy is encoded afresh at its width, so whatever the original
 * carried never reaches a crawler, and a crawler fetches 1360 px rather than a camera's 6000.
 */
export function sharedImage(media: (SizedFile & { sizes?: Partial<Record<keyof typeof imageWidths, SizedFile | null | undefined>> | null }) | null | undefined): SizedFile | null {
  for (const name of ['large', 'medium', 'small'] as const) {
    const size = media?.sizes?.[name]
    if (size?.url) return { url: size.url, width: size.width ?? null, height: size.height ?? null }
  }
  return null
}

const SIZE_ORDER = ['small', 'medium', 'large'] as const

/** The file of this size, else the next larger one Payload made, else the upload itself (a small upload gets no larger copies). */
export function sizeUrl(media: { url?: string | null; sizes?: Partial<Record<keyof typeof imageWidths, { url?: string | null } | null | undefined>> | null }, size: (typeof SIZE_ORDER)[number]): string | null {
  for (const name of SIZE_ORDER.slice(SIZE_ORDER.indexOf(size))) {
    const url = media.sizes?.[name]?.url
    if (url) return url
  }
  return media.url ?? null
}
