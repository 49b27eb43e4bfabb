import localFont from 'next/font/local'

/**
 * The brand's heading face: Fraunces (SIL Open Font License 1.1, @fontsource-variable/fraunces), self-hosted by
 * next/font, so no request leaves the site (ADR 0077). One file: the Latin subset with its weight axis
 * (36.6 kB), which covers nl, fr, en and de; a rarer letter is drawn by the fallback. next/font preloads it
 * (every page's first view has a heading) and declares a fallback font whose size and line metrics are
 * adjusted to Fraunces', so the swap moves nothing (CLS stays 0).
 */
export const brandFont = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
  preload: true,
})
