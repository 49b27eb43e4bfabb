/**
 * npm run bench:pages — issue 22's "What to reach", page by page, in one run beside an empty Next.js App
 * Router page of the same Next.js version (bench/empty-next: one layout, one heading, built with `next
 * build` like the site). Absolute figures on a shared two-core machine say little; the differences to the
 * empty page are the figures (ADR 0026). Pages: the empty page, home, listing, a property, a project (the
 * first on /nl/projecten/ or in the sitemap) and an article (the first on /nl/blog/).
 *
 * - Lighthouse mobile (simulated throttling), BENCH_PAGES_RUNS runs (default 5) interleaved — run 1 of every
 *   page, then run 2…, each run starting one page later — and the median of each figure. Goals: performance
 *   ≥ empty − 2, TBT ≤ empty + 50 ms, LCP ≤ empty + 0.3 s, CLS 0, accessibility, best practices and SEO 100.
 * - JavaScript (scripts/bench/pages-js.ts): the first load (the scripts the HTML references and what loads
 *   without interaction) in gzip bytes, minus the empty page's; separately what the router's prefetch adds
 *   later. Goals: own ≤ 10 kB on home and listing, ≤ 20 kB on a property.
 * - Interactions (scripts/bench/pages-interactions.ts) with a 4× CPU slowdown, once per run: open the
 *   listing's filters and apply one; on a property open a photo and swipe, open the visit form, star it,
 *   change the estimate's loan. Goal: each ≤ 200 ms (INP), median over the runs.
 *
 * A goal missed is a finding, printed with the miss; the bench exits 1 only when something could not be
 * measured (a Lighthouse error, a page not answering 200, an interaction that could not be done).
 *
 * Needs the site's production build (`npm run build`); builds the empty page when its build is missing or older than
 * its files (BENCH_PAGES_REBUILD=1 rebuilds it anyway). The site runs through scripts/start.ts on a fresh SQLite database with
 * the demo in a temporary DATA_DIR.
 *
 * Environment: BENCH_PAGES_PORT (default 3520; the empty page uses the next port), BENCH_PAGES_RUNS
 * (default 5), BENCH_PAGES_ONLY (e.g. `home,listing`: the site's pages to measure; the empty page always
 * is), CHROMIUM_PATH (default /usr/bin/chromium). Writes bench-results/pages.json and prints the tables.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright'

import { expectAnswer, finish, problem } from './bench/expect'
import { type Check, firstProjectPath, interactionCheck, type LighthouseFigures, median, medianFigures, pageChecks, type PageScripts } from './bench/pages-figures'
import { flows, type InteractionResult, runFlow } from './bench/pages-interactions'
import { pageScripts, scriptSizes } from './bench/pages-js'

const root = process.cwd()
const sitePort = Number(process.env.BENCH_PAGES_PORT ?? 3520)
const emptyPort = sitePort + 1
const runs = Number(process.env.BENCH_PAGES_RUNS ?? 5)
const site = `http://127.0.0.1:${sitePort}`
const empty = `http://127.0.0.1:${emptyPort}`
const emptyDir = path.join(root, 'bench', 'empty-next')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const EMPTY = 'empty Next.js page'
const SITE_PAGES = ['home', 'listing', 'property', 'project', 'article'] as const
const only = process.env.BENCH_PAGES_ONLY?.split(',').map((name) => name.trim()).filter(Boolean)
const unknown = only?.filter((name) => !(SITE_PAGES as readonly string[]).includes(name)) ?? []
if (unknown.length) {
  console.error(`BENCH_PAGES_ONLY: unknown page ${unknown.join(', ')} (known: ${SITE_PAGES.join(', ')})`)
  process.exit(1)
}
const measured = SITE_PAGES.filter((name) => !only || only.includes(name))

type Finding = { page: string; audit: string; detail: string }

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build of the site: run `npm run build` first.')
  process.exit(1)
}
/** Whether the empty page's build is missing or older than one of its files (its config, its app). */
function emptyBuildIsStale(): boolean {
  const buildId = path.join(emptyDir, '.next', 'BUILD_ID')
  if (!existsSync(buildId)) return true
  const built = statSync(buildId).mtimeMs
  const sources = readdirSync(emptyDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !path.join(entry.parentPath, entry.name).includes(`${path.sep}.next`))
  return sources.some((entry) => statSync(path.join(entry.parentPath, entry.name)).mtimeMs > built)
}
if (process.env.BENCH_PAGES_REBUILD || emptyBuildIsStale()) {
  console.log('Building the empty Next.js page (bench/empty-next)…')
  const build = spawnSync(process.execPath, [nextBin, 'build', emptyDir], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-bench-pages-'))
const children: ChildProcess[] = []
function start(command: string[], env: Record<string, string>): void {
  const child = spawn(process.execPath, command, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
  child.on('exit', (code) => {
    if (code && !stopping) {
      console.error(`${command.join(' ')} exited with ${code}`)
      process.exit(1)
    }
  })
  children.push(child)
}
let stopping = false
function stop() {
  stopping = true
  for (const child of children) child.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} never answered`)
}

/** The pages to measure: the property, the project and the article are found on the demo. */
async function sitePages(): Promise<Partial<Record<(typeof SITE_PAGES)[number], string>>> {
  const pages: Partial<Record<(typeof SITE_PAGES)[number], string>> = { home: '/nl/', listing: '/nl/te-koop/' }
  if (measured.includes('property')) {
    const property = (await fetch(`${site}/property/4000101/`, { redirect: 'manual' })).headers.get('location')
    if (!property) throw new Error('The demo has no property 4000101')
    pages.property = new URL(property, site).pathname
  }
  if (measured.includes('project')) {
    const project = firstProjectPath(await (await fetch(`${site}/nl/projecten/`)).text(), 'nl', 'projecten') ?? firstProjectPath(await (await fetch(`${site}/sitemap.xml`)).text(), 'nl', 'projecten')
    if (!project) throw new Error('The demo has no project page on /nl/projecten/ nor in /sitemap.xml')
    pages.project = project
  }
  if (measured.includes('article')) {
    const article = (await (await fetch(`${site}/nl/blog/`)).text()).match(/href="(\/nl\/blog\/[^"/?#]+\/)"/)?.[1]
    if (!article) throw new Error('The demo has no article on /nl/blog/')
    pages.article = article
  }
  return Object.fromEntries(measured.map((name) => [name, pages[name]!]))
}

type Lhr = {
  runtimeError?: { message?: string }
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] } | undefined>
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; title: string; details?: { items?: Record<string, unknown>[] } } | undefined>
}

function figures(lhr: Lhr): LighthouseFigures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(4),
  }
}

/** A finding's item in a few words: a failed checklist line, an element, a script and line, a URL or a reason. */
function describe(item: Record<string, unknown>): string[] {
  type Node = { selector?: string; snippet?: string }
  type Source = { url?: string; line?: number }
  if (item.type === 'checklist') return Object.values(item.items as Record<string, { label: string; value: boolean }>).filter((check) => !check.value).map((check) => check.label)
  if (item.type === 'table') return ((item.items ?? []) as Record<string, unknown>[]).flatMap(describe)
  if (item.type === 'node') return [String((item as Node).selector ?? (item as Node).snippet)]
  const node = item.node as Node | undefined
  if (node) return [String(node.selector ?? node.snippet)]
  const source = item.source as Source | string | undefined
  if (source && typeof source === 'object' && source.url) return [`${source.url}${source.line === undefined ? '' : `:${source.line}`}`]
  const text = item.reason ?? item.url ?? source ?? item.description
  return [text === undefined ? JSON.stringify(item).slice(0, 120) : String(text)]
}

/** What Lighthouse still reports: failed checks of the 100-point categories, and the diagnostics ADR 0026 names. */
function findings(page: string, lhr: Lhr): Finding[] {
  const out: Finding[] = []
  const watched = ['bf-cache', 'legacy-javascript', 'legacy-javascript-insight', 'forced-reflow-insight', 'errors-in-console', 'uses-long-cache-ttl', 'cache-insight', 'lcp-discovery-insight', 'layout-shifts', 'cls-culprits-insight']
  for (const [id, audit] of Object.entries(lhr.audits)) {
    if (!audit || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue
    const inCategories = ['accessibility', 'best-practices', 'seo'].some((category) => lhr.categories[category]?.auditRefs?.some((ref) => ref.id === id))
    if (!inCategories && !watched.includes(id)) continue
    out.push({ page, audit: `${id} (${audit.title})`, detail: (audit.details?.items ?? []).flatMap(describe).slice(0, 4).join(' | ') })
  }
  return out
}

start([path.join(root, 'node_modules', '.bin', 'tsx'), path.join(root, 'scripts', 'start.ts')], {
  PORT: String(sitePort),
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'zeedijk.db')}`,
  SITE_URL: site,
})
start([nextBin, 'start', emptyDir, '-p', String(emptyPort), '-H', '127.0.0.1'], {})

const lighthouseMedians: Record<string, LighthouseFigures> = {}
const lighthouseRuns = new Map<string, LighthouseFigures[]>()
const scripts: Record<string, PageScripts> = {}
const interactionRuns = new Map<string, InteractionResult[]>()
const allFindings: Finding[] = []
let pages: Partial<Record<(typeof SITE_PAGES)[number], string>> = {}
try {
  await Promise.all([waitFor(`${site}/api/health/`), waitFor(`${empty}/`)])
  pages = await sitePages()
  const targets: [string, string][] = [[EMPTY, `${empty}/`], ...Object.entries(pages).map(([name, pagePath]): [string, string] => [name, `${site}${pagePath}`])]
  // One visit each first: the server's first render of a page (and the search indexes) is not what is measured.
  // Only a 200 is the page: a score of an error page or a redirect would be a figure of something else.
  for (const [name, url] of targets) expectAnswer(`${name} (${url})`, await fetch(url), { status: 200 })

  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  const perPage = new Map<string, LighthouseFigures[]>()
  try {
    // The scripts do not change between runs: counted once, before the timed runs.
    for (const [name, url] of targets) {
      try {
        scripts[name] = await pageScripts(browser, url)
      } catch (error) {
        problem(`${name}: its scripts could not be counted (${error instanceof Error ? error.message : String(error)})`)
      }
    }
    const userFlows = flows({ listing: pages.listing, property: pages.property })
    for (let run = 1; run <= runs; run++) {
      // Each run starts one page later, so no page is always the first (or last) after a pause.
      const order = targets.map((_, index) => targets[(index + run - 1) % targets.length]!)
      for (const [name, url] of order) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
        const lhr = result!.lhr as unknown as Lhr
        if (lhr.runtimeError) problem(`Lighthouse could not load ${name}: ${lhr.runtimeError.message ?? 'runtime error'}`)
        if (lhr.audits['http-status-code']?.score === 0) problem(`${name}: Lighthouse got an unsuccessful HTTP status`)
        const figure = figures(lhr)
        perPage.set(name, [...(perPage.get(name) ?? []), figure])
        if (run === runs) allFindings.push(...findings(name, lhr))
        console.log(`run ${run}/${runs} ${name}: performance ${figure.performance}, TBT ${figure.tbtMs} ms, LCP ${figure.lcpMs} ms, CLS ${figure.cls}`)
      }
      for (const flow of userFlows) {
        for (const result of await runFlow(browser, site, flow)) {
          const key = `${result.page}: ${result.interaction}`
          interactionRuns.set(key, [...(interactionRuns.get(key) ?? []), result])
          if (result.error) problem(`run ${run}, ${key}: ${result.error}`)
          console.log(`run ${run}/${runs} ${key}: ${result.latencyMs === null ? `not measured (${result.error})` : `${result.latencyMs} ms`}`)
        }
      }
    }
  } finally {
    chrome.kill()
    await browser.close()
  }
  for (const [name, list] of perPage) {
    lighthouseMedians[name] = medianFigures(list)
    lighthouseRuns.set(name, list)
  }
} finally {
  stop()
}

// ---- The tables -------------------------------------------------------------------------------------------

const baseline = lighthouseMedians[EMPTY]!
const emptyJs = scripts[EMPTY]?.firstLoad.gzipBytes
const emptyHtmlJs = scripts[EMPTY]?.fromHtml.gzipBytes
const sign = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '±0')
const kb = (bytes: number) => +(bytes / 1000).toFixed(1)
const ownJs = (name: string) => (scripts[name] && emptyJs !== undefined ? scripts[name].firstLoad.gzipBytes - emptyJs : undefined)
const mark = (checks: Check[], goal: string) => {
  const check = checks.find((c) => c.goal === goal)
  return check ? (check.met ? ' ✔' : ' ✘') : ''
}
const checksOf: Record<string, Check[]> = {}
const rows = Object.entries(lighthouseMedians).map(([name, f]) => {
  const isEmpty = name === EMPTY
  const checks = isEmpty ? [] : pageChecks(name, f, baseline, ownJs(name))
  checksOf[name] = checks
  const own = ownJs(name)
  const js = scripts[name]
  return {
    page: name,
    perf: isEmpty ? `${f.performance}` : `${f.performance} (${sign(f.performance - baseline.performance)})${mark(checks, 'performance')}`,
    TBT: isEmpty ? `${f.tbtMs} ms` : `${f.tbtMs} ms (${sign(f.tbtMs - baseline.tbtMs)})${mark(checks, 'TBT')}`,
    LCP: isEmpty ? `${(f.lcpMs / 1000).toFixed(2)} s` : `${(f.lcpMs / 1000).toFixed(2)} s (${sign(+((f.lcpMs - baseline.lcpMs) / 1000).toFixed(2))})${mark(checks, 'LCP')}`,
    CLS: `${f.cls.toFixed(3)}${mark(checks, 'CLS')}`,
    'a11y/BP/SEO': `${f.accessibility}/${f.bestPractices}/${f.seo}${isEmpty ? '' : checks.some((c) => ['accessibility', 'best practices', 'SEO'].includes(c.goal) && !c.met) ? ' ✘' : ' ✔'}`,
    'first-load JS gzip': js ? (isEmpty ? `${kb(js.firstLoad.gzipBytes)} kB` : `${kb(js.firstLoad.gzipBytes)} kB (own ${own === undefined ? '?' : sign(kb(own))})${mark(checks, 'own JS')}`) : '?',
    // The framework's own count of a route's first load is what its HTML references; the first-load column
    // also holds what the page loads by itself before any interaction (islands that wake when idle).
    'of it from the HTML': js && emptyHtmlJs !== undefined ? (isEmpty ? `${kb(js.fromHtml.gzipBytes)} kB` : `own ${sign(kb(js.fromHtml.gzipBytes - emptyHtmlJs))} kB`) : '?',
    'prefetch adds': js ? `${kb(js.prefetch.gzipBytes)} kB` : '?',
  }
})
console.log(`\nLighthouse mobile, median of ${runs} interleaved runs, same run as the empty page; JS in kB of 1,000 gzip bytes:`)
console.table(rows)

const interactionRows = [...interactionRuns].map(([key, list]) => {
  const values = list.map((result) => result.latencyMs).filter((value): value is number => value !== null)
  const latency = values.length ? Math.round(median(values)) : null
  const check = latency === null ? null : interactionCheck(latency)
  return { key, latency, check, values, row: { interaction: key, 'INP median': latency === null ? 'not measured' : `${latency <= 16 ? '≤ 16' : latency} ms${check!.met ? ' ✔' : ' ✘'}`, runs: values.join(', ') || '–' } }
})
if (interactionRows.length) {
  console.log(`\nInteractions, 4× CPU slowdown, median of ${runs} runs (Event Timing: the longest event of each; under 16 ms shows as ≤ 16):`)
  console.table(interactionRows.map((row) => row.row))
}

const misses = [
  ...Object.entries(checksOf).flatMap(([name, checks]) => checks.filter((check) => !check.met).map((check) => `${name}: ${check.miss}`)),
  ...interactionRows.filter((row) => row.check && !row.check.met).map((row) => `${row.key}: ${row.check!.miss}`),
]
console.log(misses.length ? `Goals not met:\n  ${misses.join('\n  ')}` : 'All goals met in this run.')
if (allFindings.length) {
  console.log('\nLighthouse findings (last run):')
  for (const finding of allFindings) console.log(`  ${finding.page}: ${finding.audit}${finding.detail ? ` — ${finding.detail}` : ''}`)
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true })
writeFileSync(
  path.join(root, 'bench-results', 'pages.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      runs,
      pages,
      lighthouse: lighthouseMedians,
      lighthouseRuns: Object.fromEntries(lighthouseRuns),
      scripts: Object.fromEntries(Object.entries(scripts).map(([name, js]) => [name, { ...js, ownFirstLoadGzipBytes: ownJs(name) ?? null }])),
      scriptGzipBytes: scriptSizes(),
      interactions: Object.fromEntries(interactionRows.map((row) => [row.key, { medianMs: row.latency, runsMs: row.values, met: row.check?.met ?? null }])),
      checks: checksOf,
      misses,
      findings: allFindings,
    },
    null,
    2,
  ),
)
finish()
