import { fileUrl } from '@/domain/images'
import type { Media } from '@/payload-types'
import { getEnv } from '@/server/env'
import type { LogoImage } from '@/shared/components/Logo'

/**
 * The header's logo from Settings → Agency → Logo (read one level deep): its 400 px copy, which Payload
 * re-encoded without the upload's metadata (ADR 0042), else the file itself when it is smaller than that.
 */
export function agencyLogo(logo: number | Media | null | undefined): LogoImage | null {
  if (!logo || typeof logo !== 'object') return null
  const copy = logo.sizes?.small?.url ? logo.sizes.small : logo
  const src = fileUrl(copy.url, getEnv().SITE_URL)
  return src ? { src, width: copy.width, height: copy.height } : null
}
