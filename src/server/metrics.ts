import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The Prometheus metrics of this process (ADR 0057), with prom-client. Counters and histograms count what
 * this process saw since it started: with several instances each has its own /api/metrics/, and Prometheus
 * adds them up (sum by …). The gauges read from the database and Redis are set at each scrape
 * (src/features/metrics/collect.ts) and so are the same on every instance.
 *
 * One set per process, kept on globalThis: scripts/serve.mjs loads this file through Node while Next's
 * bundle has its own copy of the module; both must count into the same registry. No relative imports:
 * scripts/request-metrics.mjs runs this file without a build.
 */
const KEY = Symbol.for('zeedijk.metrics')

/** Latency buckets in seconds: a cached page answers in a few milliseconds, a first render in a second or more. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function create() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'zeedijk_' })
  const registers = [registry]
  const made = {
    registry,
    requests: new Histogram({
      name: 'zeedijk_http_request_duration_seconds',
      help: 'Requests answered by this process, by kind of route and status, with the time to the last byte (its _count is the number of requests)',
      labelNames: ['kind', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageCache: new Counter({ name: 'zeedijk_page_cache_total', help: "Pages served by Next's page cache in this process, by result (hit, stale, miss)", labelNames: ['result'] as const, registers }),
    mails: new Counter({ name: 'zeedijk_mails_total', help: 'Mails this process handed to the transport, by outcome (sent, failed)', labelNames: ['outcome'] as const, registers }),
    jobsWaiting: new Gauge({ name: 'zeedijk_jobs_waiting', help: 'Jobs in the queue that are due and not done (payload-jobs), all instances together', registers }),
    oldestJobAge: new Gauge({ name: 'zeedijk_jobs_oldest_waiting_seconds', help: 'How long the oldest due job has been waiting (0 when none waits)', registers }),
    importRuns: new Gauge({ name: 'zeedijk_import_runs', help: 'Import runs of the CRM sync recorded in the database, by status (absent without the sync)', labelNames: ['status'] as const, registers }),
    up: new Gauge({ name: 'zeedijk_up', help: 'Whether a service this instance needs answered a check within 2 s (1) or not (0)', labelNames: ['service'] as const, registers }),
  }
  // Counters start at 0 with their labels, so a rate over the first failure is not lost to a missing series.
  for (const outcome of ['sent', 'failed']) made.mails.inc({ outcome }, 0)
  for (const result of ['hit', 'stale', 'miss']) made.pageCache.inc({ result }, 0)
  return made
}

export type Metrics = ReturnType<typeof create>

export function metrics(): Metrics {
  const holder = globalThis as typeof globalThis & { [KEY]?: Metrics }
  holder[KEY] ??= create()
  return holder[KEY]
}
