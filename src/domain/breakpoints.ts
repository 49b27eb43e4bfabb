/**
 * SPEC §9 device classes. Two tables exist in the source: the helper's (above 960 px desktop, 768–960
 * tablet, 767 or less mobile) and the shell's (1280 px or more desktop, 767 to below 1280 tablet, below 767
 * mobile). The site's CSS follows the shell's; the helper's is used where code asks for a device class.
 */
export type Device = 'mobile' | 'tablet' | 'desktop'

export function deviceForWidth(width: number): Device {
  if (width > 960) return 'desktop'
  if (width >= 768) return 'tablet'
  return 'mobile'
}

export function shellDeviceForWidth(width: number): Device {
  if (width >= 1280) return 'desktop'
  if (width >= 767) return 'tablet'
  return 'mobile'
}

/** The device flags are always set together (SPEC §4). */
export function deviceFlags(device: Device) {
  return { isMobile: device === 'mobile', isTablet: device === 'tablet', isDesktop: device === 'desktop' }
}
