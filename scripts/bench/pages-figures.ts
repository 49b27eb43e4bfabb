/**
 * The pure part of `npm run bench:pages` (scripts/bench-pages.ts): medians, the goals of issue 22 and the
 * check of each row against them, and the counting of a page's JavaScript from the requests a browser saw.
 * Tested in tests/runner/bench-pages.test.ts.
 */

/** Lighthouse's figures of one page load (mobile, simulated throttling). */
export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  tbtMs: number
  lcpMs: number
  cls: number
}

/** The middle value; with an even count the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The median of every figure over the runs of one page (each figure on its own, as Lighthouse CI does). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    tbtMs: of('tbtMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
  }
}

/** Issue 22, "What to reach": against the empty Next.js page of the same run. */
export const GOALS = {
  performanceBelowEmpty: 2,
  tbtOverEmptyMs: 50,
  lcpOverEmptyMs: 300,
  /** Own first-load JavaScript over the empty page's, gzip, in kB of 1,000 bytes (as Next's build output printed them). */
  ownJsKb: { home: 10, listing: 10, property: 20 } as Readonly<Record<string, number>>,
  inpMs: 200,
} as const

export type Check = { goal: string; met: boolean; miss?: string }

const kb = (bytes: number) => bytes / 1000

/**
 * The checks of one page's Lighthouse medians and own JavaScript against the empty page's. CLS counts as 0
 * when Lighthouse would print it as 0 (three decimals). `ownJsBytes` is undefined when it was not measured.
 */
export function pageChecks(page: string, figures: LighthouseFigures, empty: LighthouseFigures, ownJsBytes?: number): Check[] {
  const checks: Check[] = []
  const check = (goal: string, met: boolean, miss: string) => checks.push(met ? { goal, met } : { goal, met, miss })
  const floor = empty.performance - GOALS.performanceBelowEmpty
  check('performance', figures.performance >= floor, `performance ${figures.performance} < ${floor} (empty ${empty.performance} − ${GOALS.performanceBelowEmpty})`)
  const tbtLimit = empty.tbtMs + GOALS.tbtOverEmptyMs
  check('TBT', figures.tbtMs <= tbtLimit, `TBT ${figures.tbtMs} ms > ${tbtLimit} ms (empty ${empty.tbtMs} + ${GOALS.tbtOverEmptyMs})`)
  const lcpLimit = empty.lcpMs + GOALS.lcpOverEmptyMs
  check('LCP', figures.lcpMs <= lcpLimit, `LCP ${figures.lcpMs} ms > ${lcpLimit} ms (empty ${empty.lcpMs} + ${GOALS.lcpOverEmptyMs})`)
  check('CLS', Math.round(figures.cls * 1000) === 0, `CLS ${figures.cls.toFixed(3)} > 0`)
  for (const [goal, value] of [
    ['accessibility', figures.accessibility],
    ['best practices', figures.bestPractices],
    ['SEO', figures.seo],
  ] as const) {
    check(goal, value >= 100, `${goal} ${value} < 100`)
  }
  const budget = GOALS.ownJsKb[page]
  if (budget !== undefined && ownJsBytes !== undefined) {
    check('own JS', kb(ownJsBytes) <= budget, `own first-load JS ${kb(ownJsBytes).toFixed(1)} kB > ${budget} kB`)
  }
  return checks
}

/** The check of one interaction's latency (the worst of its events, Event Timing's duration). */
export function interactionCheck(latencyMs: number): Check {
  return latencyMs <= GOALS.inpMs ? { goal: 'INP', met: true } : { goal: 'INP', met: false, miss: `INP ${latencyMs} ms > ${GOALS.inpMs} ms` }
}

// ---- JavaScript a page loads -------------------------------------------------------------------------

/** The attributes of one tag's text (names lower-cased, `&amp;` of URLs decoded). */
function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const attribute of text.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[attribute[1]!.toLowerCase()] = (attribute[2] ?? attribute[3] ?? attribute[4] ?? '').replaceAll('&amp;', '&')
  }
  return found
}

/**
 * The scripts the HTML itself makes a current browser load: `<script src>` (not `nomodule`, which a browser
 * with modules skips) and `<link rel="preload" as="script">` / `<link rel="modulepreload">`. Absolute URLs,
 * without the query (`?dpl=…` is the same file). Inline scripts (the RSC payload) are not counted, as
 * Next's build output never counted them.
 */
export function htmlScripts(html: string, pageUrl: string): string[] {
  const urls = new Set<string>()
  const add = (src: string) => urls.add(scriptKey(new URL(src, pageUrl).href))
  // A script's content (the RSC payload) is text, never tags: it is cut out before links are looked for.
  const withoutScripts = html.replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (_whole, text: string) => {
    const script = attributes(text)
    if (script.src && !('nomodule' in script)) add(script.src)
    return ''
  })
  for (const match of withoutScripts.matchAll(/<link\b([^>]*)>/gi)) {
    const link = attributes(match[1]!)
    const rel = (link.rel ?? '').toLowerCase().split(/\s+/)
    if (link.href && (rel.includes('modulepreload') || (rel.includes('preload') && link.as === 'script'))) add(link.href)
  }
  return [...urls]
}

/** One key per script file: its URL without query and fragment. */
export function scriptKey(url: string): string {
  const parsed = new URL(url)
  return `${parsed.origin}${parsed.pathname}`
}

export type ScriptSet = { urls: string[]; gzipBytes: number }
export type PageScripts = {
  /** Loaded before any interaction and without the router's prefetching: what the page costs at load. */
  firstLoad: ScriptSet
  /** Of the first load, what the HTML references (the rest is loaded by the page's own code at load). */
  fromHtml: ScriptSet
  /** Loaded later by the router's prefetch of links in view (not part of the first load). */
  prefetch: ScriptSet
}

/**
 * Splits what one page loads, from three lists: the scripts its HTML references, those a browser loaded
 * with the router's prefetch requests blocked, and those loaded with prefetching on (both without any
 * interaction, until the network was idle). `gzipBytes` gives each script's compressed size.
 */
export function countScripts(
  lists: { html: readonly string[]; withoutPrefetch: readonly string[]; withPrefetch: readonly string[] },
  gzipBytes: (url: string) => number,
): PageScripts {
  const set = (urls: Iterable<string>): ScriptSet => {
    const unique = [...new Set([...urls].map(scriptKey))].sort()
    return { urls: unique, gzipBytes: unique.reduce((sum, url) => sum + gzipBytes(url), 0) }
  }
  const firstLoad = set([...lists.html, ...lists.withoutPrefetch])
  const prefetch = set(lists.withPrefetch.map(scriptKey).filter((url) => !firstLoad.urls.includes(url)))
  return { firstLoad, fromHtml: set(lists.html), prefetch }
}

// ---- Interactions -------------------------------------------------------------------------------------

/** One Event Timing entry (PerformanceEventTiming) of an interaction. */
export type EventEntry = { name: string; interactionId: number; duration: number }

/**
 * The latency of an interaction as INP counts it: the longest event of each interaction, and of several
 * interactions (typing is one per key) the worst. null when no entry has an interaction id; Event Timing
 * reports only events of 16 ms or more, so an interaction the page registered without an entry took less.
 */
export function worstInteraction(entries: readonly EventEntry[]): number | null {
  const byInteraction = new Map<number, number>()
  for (const entry of entries) {
    if (!entry.interactionId) continue
    byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration))
  }
  return byInteraction.size ? Math.max(...byInteraction.values()) : null
}

// ---- Pages found on the demo ----------------------------------------------------------------------------

/** The first project page linked from a page (the projects overview) or listed in a sitemap, in a language. */
export function firstProjectPath(text: string, locale: string, projectsSegment: string): string | undefined {
  const pattern = new RegExp(`(?:href="|<loc>[^<]*?)(/${locale}/${projectsSegment}/(?:[^"<?#/]+/)+\\d+/)`)
  return text.match(pattern)?.[1]
}
