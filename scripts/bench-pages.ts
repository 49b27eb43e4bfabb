/**
 * npm run bench:pages — Lighthouse (mobile, median of 3) on the site's home, listing, property and article
 * pages, side by side in the same run with an empty Next.js App Router page of the same Next.js version
 * (bench/empty-next: one layout, one heading, built with `next build` like the site). Absolute scores on a
 * shared two-core machine say little; the differences to the empty page are the figures (ADR 0026).
 *
 * Needs the site's production build (`npm run build`); builds the empty page when it has no build yet
 * (BENCH_PAGES_REBUILD=1 rebuilds it). The site runs through scripts/start.ts on a fresh SQLite database with
 * the demo in a temporary DATA_DIR. Runs are interleaved (run 1 of every page, then run 2…) so a busy
 * moment of the machine does not land on one page only.
 *
 * Environment: BENCH_PAGES_PORT (default 3520; the empty page uses the next port), BENCH_PAGES_RUNS
 * (default 3), CHROMIUM_PATH (default /usr/bin/chromium). Writes bench-results/pages.json and prints a table.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { expectAnswer, finish, problem } from './bench/expect'

const root = process.cwd()
const sitePort = Number(process.env.BENCH_PAGES_PORT ?? 3520)
const emptyPort = sitePort + 1
const runs = Number(process.env.BENCH_PAGES_RUNS ?? 3)
const site = `http://127.0.0.1:${sitePort}`
const empty = `http://127.0.0.1:${emptyPort}`
const emptyDir = path.join(root, 'bench', 'empty-next')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

type Figures = { performance: number; accessibility: number; bestPractices: number; seo: number; tbtMs: number; lcpMs: number; firstLoadJsGzipKb: number }
type Finding = { page: string; audit: string; detail: string }

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build of the site: run `npm run build` first.')
  process.exit(1)
}
if (process.env.BENCH_PAGES_REBUILD || !existsSync(path.join(emptyDir, '.next', 'BUILD_ID'))) {
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** The pages to measure: the property and the article are found on the demo, not hard-coded. */
async function sitePages(): Promise<Record<string, string>> {
  const property = (await fetch(`${site}/property/4000101/`, { redirect: 'manual' })).headers.get('location')
  const blog = await (await fetch(`${site}/nl/blog/`)).text()
  const article = blog.match(/href="(\/nl\/blog\/[^"/?#]+\/)"/)?.[1]
  if (!property || !article) throw new Error('The demo has no property 4000101 or no article on /nl/blog/')
  return { home: '/nl/', listing: '/nl/te-koop/', property: new URL(property, site).pathname, article }
}

type Lhr = {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; title: string; details?: { items?: Record<string, unknown>[] } } | undefined>
}

function figures(lhr: Lhr): Figures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[]
  const scriptBytes = requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    firstLoadJsGzipKb: +(scriptBytes / 1024).toFixed(1),
  }
}

/** What Lighthouse still reports: failed checks of the 100-point categories, and the diagnostics ADR 0026 names. */
function findings(page: string, lhr: Lhr): Finding[] {
  const out: Finding[] = []
  const watched = ['bf-cache', 'legacy-javascript', 'legacy-javascript-insight', 'forced-reflow-insight', 'errors-in-console', 'uses-long-cache-ttl', 'cache-insight']
  for (const [id, audit] of Object.entries(lhr.audits)) {
    if (!audit || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue
    const inCategories = ['accessibility', 'best-practices', 'seo'].some((category) => (lhr as unknown as { categories: Record<string, { auditRefs?: { id: string }[] }> }).categories[category]?.auditRefs?.some((ref) => ref.id === id))
    if (!inCategories && !watched.includes(id)) continue
    const items = (audit.details?.items ?? []).slice(0, 4).map((item) => String(item.reason ?? item.url ?? item.source ?? item.description ?? JSON.stringify(item).slice(0, 120)))
    out.push({ page, audit: `${id} (${audit.title})`, detail: items.join(' | ') })
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

const results: Record<string, Figures> = {}
const allFindings: Finding[] = []
try {
  await Promise.all([waitFor(`${site}/api/health/`), waitFor(`${empty}/`)])
  const pages = await sitePages()
  const targets: [string, string][] = [['empty Next.js page', `${empty}/`], ...Object.entries(pages).map(([name, pagePath]): [string, string] => [name, `${site}${pagePath}`])]
  // One visit each first: the server's first render of a page (and the search indexes) is not what is measured.
  // Only a 200 is the page: a score of an error page or a redirect would be a figure of something else.
  for (const [name, url] of targets) expectAnswer(`${name} (${url})`, await fetch(url), { status: 200 })

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  const perPage = new Map<string, Figures[]>()
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [name, url] of targets) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
        const lhr = result!.lhr as unknown as Lhr
        const runtimeError = (result!.lhr as { runtimeError?: { message?: string } }).runtimeError
        if (runtimeError) problem(`Lighthouse could not load ${name}: ${runtimeError.message ?? 'runtime error'}`)
        if (lhr.audits['http-status-code']?.score === 0) problem(`${name}: Lighthouse got an unsuccessful HTTP status`)
        const measured = figures(lhr)
        perPage.set(name, [...(perPage.get(name) ?? []), measured])
        if (run === runs) allFindings.push(...findings(name, lhr))
        console.log(`run ${run}/${runs} ${name}: performance ${measured.performance}, TBT ${measured.tbtMs} ms, JS ${measured.firstLoadJsGzipKb} kB`)
      }
    }
  } finally {
    chrome.kill()
  }
  for (const [name, list] of perPage) {
    results[name] = Object.fromEntries(Object.keys(list[0]!).map((key) => [key, median(list.map((figure) => figure[key as keyof Figures]))])) as Figures
  }
} finally {
  stop()
}

const baseline = results['empty Next.js page']!
const sign = (value: number) => (value > 0 ? `+${value}` : String(value))
const rows = Object.entries(results).map(([name, f]) => {
  const isEmpty = name === 'empty Next.js page'
  return {
    page: name,
    perf: isEmpty ? `${f.performance}` : `${f.performance} (${sign(f.performance - baseline.performance)})`,
    'TBT ms': isEmpty ? `${f.tbtMs}` : `${f.tbtMs} (${sign(f.tbtMs - baseline.tbtMs)})`,
    'LCP ms': f.lcpMs,
    'a11y/BP/SEO': `${f.accessibility}/${f.bestPractices}/${f.seo}`,
    'JS gzip kB': isEmpty ? `${f.firstLoadJsGzipKb}` : `${f.firstLoadJsGzipKb} (own ${sign(+(f.firstLoadJsGzipKb - baseline.firstLoadJsGzipKb).toFixed(1))})`,
  }
})
console.log(`\nLighthouse mobile, median of ${runs}, same run:`)
console.table(rows)
const goals = Object.entries(results)
  .filter(([name]) => name !== 'empty Next.js page')
  .flatMap(([name, f]) => {
    const misses: string[] = []
    const floor = baseline.performance >= 100 ? 98 : baseline.performance - 2
    if (f.performance < floor) misses.push(`performance ${f.performance} < ${floor}`)
    if (f.tbtMs > baseline.tbtMs + 50) misses.push(`TBT ${f.tbtMs} ms > empty ${baseline.tbtMs} + 50 ms`)
    for (const [label, value] of [['accessibility', f.accessibility], ['best practices', f.bestPractices], ['SEO', f.seo]] as const) if (value < 100) misses.push(`${label} ${value}`)
    const own = f.firstLoadJsGzipKb - baseline.firstLoadJsGzipKb
    if ((name === 'home' || name === 'listing') && own > 10) misses.push(`own JS ${own.toFixed(1)} kB > 10 kB`)
    return misses.map((miss) => `${name}: ${miss}`)
  })
console.log(goals.length ? `Goals not met:\n  ${goals.join('\n  ')}` : 'All goals met in this run.')
if (allFindings.length) {
  console.log('\nLighthouse findings (last run):')
  for (const finding of allFindings) console.log(`  ${finding.page}: ${finding.audit}${finding.detail ? ` — ${finding.detail}` : ''}`)
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true })
writeFileSync(path.join(root, 'bench-results', 'pages.json'), JSON.stringify({ measuredAt: new Date().toISOString(), runs, results, findings: allFindings }, null, 2))
finish()
