import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, EMBED_FRAME_SOURCES, securityHeaders, usesNonce } from './security-headers'
import { parseVideoLink } from './video'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

/** Whether a CSP host source ('https://*.x.com' or 'https://x.com') allows a URL. */
function allows(sources: readonly string[], url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return sources.some((source) => {
    const match = /^(https?:)\/\/(\*\.)?(.+)$/.exec(source)
    if (!match || match[1] !== protocol) return false
    return match[2] ? hostname.endsWith(`.${match[3]}`) : hostname === match[3]
  })
}

describe('content security policy', () => {
  const policy = contentSecurityPolicy({ nonce: null, pathname: '/nl/' })
  const adminPolicy = contentSecurityPolicy({ nonce: 'bm9uY2U=', pathname: '/admin/' })

  it('gives a nonce to the admin only: public pages are cached and shared by every visitor (ADR 0020)', () => {
    expect(usesNonce('/admin/')).toBe(true)
    expect(usesNonce('/admin/collections/leads/')).toBe(true)
    for (const path of ['/nl/', '/nl/te-koop/', '/fr/a-vendre/oostende/x/1/', '/administratie/', '/api/health/', '/sitemap.xml']) expect(usesNonce(path), path).toBe(false)
  })

  it('allows the admin\u2019s scripts only with this response\u2019s nonce', () => {
    expect(directive(adminPolicy, 'script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"])
    expect(adminPolicy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('allows a cached page the site\u2019s own scripts, Next.js\u2019s inline bootstrap and the consented tag hosts, nothing else', () => {
    const scripts = directive(policy, 'script-src')
    expect(scripts).toEqual(["'self'", "'unsafe-inline'", 'https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://connect.facebook.net'])
    expect(scripts.join(' ')).not.toMatch(/nonce|strict-dynamic|\*(?!\.)|https:(?!\/\/)|data:|blob:/)
    expect(allows(scripts, 'https://evil.example/x.js')).toBe(false)
  })

  it('keeps every other directive strict, with or without a nonce', () => {
    for (const policy of [contentSecurityPolicy({ nonce: null, pathname: '/nl/' }), adminPolicy]) {
      expect(policy).not.toContain('unsafe-eval')
      expect(directive(policy, 'object-src')).toEqual(["'none'"])
      expect(directive(policy, 'base-uri')).toEqual(["'self'"])
      expect(directive(policy, 'form-action')).toEqual(["'self'"])
      expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
      expect(directive(policy, 'worker-src')).toContain('blob:')
    }
    expect(directive(policy, 'img-src')).toContain('https://tile.openstreetmap.org')
  })

  it('frames exactly the embeds video.ts makes, and not an arbitrary site', () => {
    const frames = directive(policy, 'frame-src')
    const links = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://www.facebook.com/agency/videos/1234567890/',
      'https://my.matterport.com/show/?m=abcDEF12345',
      'https://matterport.com/show/?m=abcDEF12345',
      'https://www.dailymotion.com/video/x7tgad0',
      'https://home.wistia.com/medias/e4a27b971d',
    ]
    for (const link of links) {
      const embed = parseVideoLink(link)
      expect(embed, link).not.toBeNull()
      expect(allows(frames, embed!.embedUrl), embed!.embedUrl).toBe(true)
    }
    expect(allows(frames, 'https://evil.example/')).toBe(false)
    expect(allows(EMBED_FRAME_SOURCES, 'https://matterport.com.evil.example/')).toBe(false)
  })

  it('lets Payload\u2019s admin load nothing from an outside host, and only the admin is held to that (ADR 0033)', () => {
    for (const path of ['/admin', '/admin/', '/admin/collections/leads/3']) {
      const admin = contentSecurityPolicy({ nonce: 'x', pathname: path })
      expect(admin, path).not.toMatch(/https?:|\*/)
      expect(directive(admin, 'img-src'), path).toEqual(["'self'", 'data:', 'blob:'])
    }
    expect(directive(contentSecurityPolicy({ nonce: null, pathname: '/administratie' }), 'img-src')).toContain('https://tile.openstreetmap.org')
    expect(directive(policy, 'frame-src')).toContain('https://player.vimeo.com')
  })

  it('lets pictures come from the bucket’s public address when there is one, in the admin too (ADR 0058)', () => {
    for (const pathname of ['/nl/', '/admin/collections/media']) {
      expect(directive(contentSecurityPolicy({ nonce: null, pathname, pictureOrigin: 'https://files.zeedijk.be' }), 'img-src'), pathname).toContain('https://files.zeedijk.be')
      expect(directive(contentSecurityPolicy({ nonce: null, pathname, pictureOrigin: 'https://files.zeedijk.be' }), 'connect-src'), pathname).not.toContain('https://files.zeedijk.be')
      expect(contentSecurityPolicy({ nonce: null, pathname, pictureOrigin: null }), pathname).not.toContain('files.zeedijk.be')
    }
  })

  it('gives every path without a nonce the one same policy, which src/proxy.ts makes once', () => {
    const shared = contentSecurityPolicy({ nonce: null, pathname: '/', pictureOrigin: 'https://media.example.be' })
    for (const pathname of ['/nl/', '/nl/te-koop/', '/api/search', '/_next/static/x.js', '/robots.txt', '/administrator/', '/nl/admin/'])
      if (!usesNonce(pathname)) expect(contentSecurityPolicy({ nonce: null, pathname, pictureOrigin: 'https://media.example.be' }), pathname).toBe(shared)
    expect(usesNonce('/admin/collections/properties')).toBe(true)
  })
})

describe('security headers', () => {
  it('send HSTS only when the site is served over https', () => {
    expect(securityHeaders('https://www.zeedijk.be')['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/)
    expect(securityHeaders('http://localhost:3000')).not.toHaveProperty('Strict-Transport-Security')
  })

  it('always send nosniff, a referrer policy and a permissions policy', () => {
    const headers = securityHeaders('http://localhost:3000')
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' })
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })
})
