/**
 * CPU per request of one running instance (ADR 0061): `node scripts/bench/cpu-per-request.mjs <port> <pid> <kind> [n] [concurrency]`.
 * Reads the instance's user + system time from /proc before and after n requests of one kind (each rare kind
 * a new filter combination), so a loaded, shared machine still compares two builds fairly. Linux only.
 */
import { readFileSync } from 'node:fs'
const [port, pid, kind, n = '100', conc = '1'] = process.argv.slice(2)
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10 }
const paths = {
  rare: () => `/nl/te-koop/?priceMin=${100_000 + Math.floor(Math.random() * 50_000) * 10}`,
  rare1000: () => `/nl/te-koop/?priceMin=${100_000 + Math.floor(Math.random() * 500) * 1000}`,
  home: () => '/nl/',
  captcha: () => '/api/captcha/',
  map: () => `/api/listing-map/nl/sale/?priceMin=${100_000 + Math.floor(Math.random() * 50_000) * 10}`,
  none: () => `/nl/te-koop/?priceMin=${90_000_000 + Math.floor(Math.random() * 50_000) * 10}`,
  sortonly: () => `/nl/te-koop/?sort=price-asc&priceMax=${90_000_000 + Math.floor(Math.random() * 50_000) * 10}`,
  filtered: () => '/nl/te-koop/?city=Oostende%7C8400',
}
const times = []; let bytes = 0; const statuses = {}
const c0 = cpu(); const t0 = performance.now()
let i = 0
async function worker() { while (i < Number(n)) { i++; const s = performance.now(); const r = await fetch(`http://127.0.0.1:${port}${paths[kind]()}`, { redirect: 'manual' }); const b = await r.arrayBuffer(); bytes += b.byteLength; statuses[r.status] = (statuses[r.status] ?? 0) + 1; times.push(performance.now() - s) } }
await Promise.all(Array.from({ length: Number(conc) }, worker))
const wall = performance.now() - t0, used = cpu() - c0
times.sort((a, b) => a - b)
const pct = (p) => times[Math.min(times.length - 1, Math.ceil(p / 100 * times.length) - 1)].toFixed(1)
console.log(JSON.stringify({ kind, n: times.length, cpuMsPerRequest: +(used / times.length).toFixed(1), p50: pct(50), p90: pct(90), p99: pct(99), bytesPerAnswer: Math.round(bytes / times.length), statuses, wallS: +(wall / 1000).toFixed(1) }))
