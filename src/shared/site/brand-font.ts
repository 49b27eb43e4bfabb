import localFont from 'next/font/local'

/**
 * The brand's heading face: Fraunces (SIL Open Font License 1.1, @fontsource-variable/fraunces), self-hosted by
 * next/font, so no request leaves the site (ADR 0077). One file: the Latin subset with its weight axis
 * (36.6 kB), which covers nl, fr, en and de; a rarer letter is drawn by the fallback. next/font preloads it
 * (every page's first view has a heading) and declares a fallback face adjusted to Fraunces' metrics.
 * `optional`: the face is used when it is there within the first paint's short block period (preloaded, it
 * nearly always is), else that page view keeps the fallback and the next one has it from the cache. Never
 * swapped in late, it moves nothing (CLS stays 0): the adjusted fallback rests on Times New Roman, which
 * many Linux and Android phones lack, and a swap there moved a wrapped heading by 27 px (ADR 0077).
 */
export const brandFont = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-brand',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
  preload: true,
})
