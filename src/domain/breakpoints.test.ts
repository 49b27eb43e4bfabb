import { describe, expect, it } from 'vitest'

import { deviceFlags, deviceForWidth, shellDeviceForWidth } from './breakpoints'

describe('deviceForWidth (helper table)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [960, 'tablet'],
    [961, 'desktop'],
    [1440, 'desktop'],
  ] as const)('%d px → %s', (width, device) => expect(deviceForWidth(width)).toBe(device))
})

describe('shellDeviceForWidth (site shell table)', () => {
  it.each([
    [390, 'mobile'],
    [766, 'mobile'],
    [767, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
  ] as const)('%d px → %s', (width, device) => expect(shellDeviceForWidth(width)).toBe(device))
})

describe('deviceFlags', () => {
  it('sets exactly one flag', () => {
    expect(deviceFlags('tablet')).toEqual({ isMobile: false, isTablet: true, isDesktop: false })
  })
})
