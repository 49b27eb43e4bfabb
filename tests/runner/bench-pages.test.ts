import { describe, expect, it } from 'vitest'

import {
  countScripts,
  firstProjectPath,
  htmlScripts,
  interactionCheck,
  type LighthouseFigures,
  median,
  medianFigures,
  pageChecks,
  worstInteraction,
} from '../../scripts/bench/pages-figures'

/** The pure part of npm run bench:pages (scripts/bench/pages-figures.ts): medians, goals, counting scripts. */
const empty: LighthouseFigures = { performance: 95, accessibility: 97, bestPractices: 100, seo: 100, tbtMs: 260, lcpMs: 670, cls: 0 }
const fine: LighthouseFigures = { performance: 93, accessibility: 100, bestPractices: 100, seo: 100, tbtMs: 310, lcpMs: 970, cls: 0.0004 }

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middle values of an even one, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([300, 100, 900, 200, 250])).toBe(250)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })

  it('takes each figure’s median on its own', () => {
    const runs = [
      { ...fine, performance: 80, tbtMs: 500 },
      { ...fine, performance: 90, tbtMs: 100 },
      { ...fine, performance: 85, tbtMs: 300 },
    ]
    expect(medianFigures(runs)).toMatchObject({ performance: 85, tbtMs: 300 })
  })
})

describe('the goals against the empty page', () => {
  it('are met on the edges: 2 points below, 50 ms and 0.3 s over, CLS printed as 0, own JS at the budget', () => {
    expect(pageChecks('home', fine, empty, 10_000).filter((check) => !check.met)).toEqual([])
    expect(pageChecks('property', fine, empty, 20_000).every((check) => check.met)).toBe(true)
  })

  it('name each miss with the figure and the limit', () => {
    const misses = pageChecks('listing', { ...fine, performance: 92, tbtMs: 311, lcpMs: 971, cls: 0.02, seo: 92 }, empty, 10_001)
      .filter((check) => !check.met)
      .map((check) => check.miss)
    expect(misses).toEqual([
      'performance 92 < 93 (empty 95 − 2)',
      'TBT 311 ms > 310 ms (empty 260 + 50)',
      'LCP 971 ms > 970 ms (empty 670 + 300)',
      'CLS 0.020 > 0',
      'SEO 92 < 100',
      'own first-load JS 10.0 kB > 10 kB',
    ])
  })

  it('check own JS only where the issue sets a budget, and only when it was measured', () => {
    expect(pageChecks('article', fine, empty, 50_000).some((check) => check.goal === 'own JS')).toBe(false)
    expect(pageChecks('home', fine, empty, undefined).some((check) => check.goal === 'own JS')).toBe(false)
    expect(pageChecks('property', fine, empty, 20_001).find((check) => check.goal === 'own JS')?.met).toBe(false)
  })

  it('hold an interaction to 200 ms', () => {
    expect(interactionCheck(200).met).toBe(true)
    expect(interactionCheck(208)).toEqual({ goal: 'INP', met: false, miss: 'INP 208 ms > 200 ms' })
  })
})

describe('the scripts of a page', () => {
  const page = 'http://127.0.0.1:3800/nl/'
  const html = `<html><head>
    <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js?dpl=x&amp;y=1"/>
    <link rel="stylesheet" href="/_next/static/css/a.css"/><link rel="preload" as="image" href="/a.jpg"/>
    <link rel="modulepreload" href="/m.js"><link as="script" rel="preload" href="https://cdn.example/x.js">
    <script src="/_next/static/chunks/main-2.js" async=""></script>
    <script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>
    <script>self.__next_f.push([1,"<script src=\\"/not-a-tag.js\\">"])</script>
    <script src='/_next/static/chunks/page-4.js' async></script>
  </head></html>`

  it('are what the HTML makes a current browser load: script src (not nomodule), script preloads, module preloads', () => {
    expect(htmlScripts(html, page).sort()).toEqual(
      [
        'http://127.0.0.1:3800/_next/static/chunks/webpack-1.js',
        'http://127.0.0.1:3800/m.js',
        'https://cdn.example/x.js',
        'http://127.0.0.1:3800/_next/static/chunks/main-2.js',
        'http://127.0.0.1:3800/_next/static/chunks/page-4.js',
      ].sort(),
    )
  })

  it('count the first load once per file, and what prefetching adds apart', () => {
    const size: Record<string, number> = { 'http://h/a.js': 1000, 'http://h/b.js': 200, 'http://h/lazy.js': 30, 'http://h/route.js': 4000 }
    const counted = countScripts(
      {
        html: ['http://h/a.js', 'http://h/b.js?dpl=1'],
        // The browser loaded the HTML's scripts and an island that woke without interaction.
        withoutPrefetch: ['http://h/a.js', 'http://h/b.js', 'http://h/lazy.js'],
        withPrefetch: ['http://h/a.js', 'http://h/b.js', 'http://h/lazy.js', 'http://h/route.js?dpl=1'],
      },
      (url) => size[url]!,
    )
    expect(counted.firstLoad).toEqual({ urls: ['http://h/a.js', 'http://h/b.js', 'http://h/lazy.js'], gzipBytes: 1230 })
    expect(counted.fromHtml.gzipBytes).toBe(1200)
    expect(counted.prefetch).toEqual({ urls: ['http://h/route.js'], gzipBytes: 4000 })
  })
})

describe('an interaction’s latency', () => {
  it('is the longest event of the worst interaction; events without an interaction id do not count', () => {
    const entries = [
      { name: 'pointerdown', interactionId: 7, duration: 40 },
      { name: 'click', interactionId: 7, duration: 96 },
      { name: 'keydown', interactionId: 9, duration: 120 },
      { name: 'mouseover', interactionId: 0, duration: 500 },
    ]
    expect(worstInteraction(entries)).toBe(120)
    expect(worstInteraction(entries.slice(0, 2))).toBe(96)
    expect(worstInteraction([{ name: 'mouseover', interactionId: 0, duration: 500 }])).toBeNull()
  })
})

describe('the project page found on the demo', () => {
  it('is the first project link of the overview, or of the sitemap, in the language asked', () => {
    const overview = '<a href="/nl/projecten/?page=2">2</a><a href="/nl/projecten/oostende/">Oostende</a><a href="/nl/projecten/oostende/zeezicht-residence/3101/">Zeezicht</a>'
    expect(firstProjectPath(overview, 'nl', 'projecten')).toBe('/nl/projecten/oostende/zeezicht-residence/3101/')
    const sitemap = '<url><loc>http://x/fr/projets/ostende/zeezicht/3101/</loc></url><url><loc>http://x/nl/projecten/oostende/zeezicht/3101/</loc></url>'
    expect(firstProjectPath(sitemap, 'nl', 'projecten')).toBe('/nl/projecten/oostende/zeezicht/3101/')
    expect(firstProjectPath('<a href="/nl/projecten/oostende/">', 'nl', 'projecten')).toBeUndefined()
  })
})
