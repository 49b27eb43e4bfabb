import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Brochures kept until the property changes (ADR 0030). A brochure's key names the property, the language
 * and a hash of everything it shows (the property's and pictures' and settings' update times, the layout),
 * so a change makes a new key and the old file is simply never asked for again. Kept in memory (the most
 * recently read, a few dozen) and in DATA_DIR/cache/brochures (every instance sharing DATA_DIR sees them,
 * and they survive a restart).
 *
 * Making one costs up to a second of CPU, so: one at a time in the process (the PDF layout runs on the
 * event loop), one at a time per property, the same key made once however many ask at once, and a short
 * queue: beyond it callers are told to come back (`busy`) rather than pile up.
 */
export type StoredBrochure = { pdf: Buffer; etag: string }
type Entry = StoredBrochure & { expiresAt: number }
export type Made = { pdf: Buffer; complete: boolean }

const MEMORY_ENTRIES = 32
const MAX_WAITING = 6
/** A brochure made without its map (tiles unreachable) is made again after this. */
const INCOMPLETE_MS = 10 * 60_000

export function createBrochureStore(dir: string | null) {
  const memory = new Map<string, Entry>()
  const making = new Map<string, Promise<Entry>>()
  const propertyQueues = new Map<number, Promise<unknown>>()
  let running = false
  const waiting: (() => void)[] = []
  let generations = 0

  const remember = (key: string, entry: Entry) => {
    memory.delete(key)
    memory.set(key, entry)
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!)
  }

  const fresh = (key: string): Entry | null => {
    const entry = memory.get(key)
    if (!entry) return null
    if (entry.expiresAt <= Date.now()) {
      memory.delete(key)
      return null
    }
    remember(key, entry)
    return entry
  }

  const fileOf = (key: string) => (dir ? path.join(dir, `${key}.pdf`) : null)

  async function fromDisk(key: string): Promise<Entry | null> {
    const file = fileOf(key)
    const pdf = file ? await readFile(file).catch(() => null) : null
    if (!pdf) return null
    const entry = { pdf, etag: etagOf(pdf), expiresAt: Number.POSITIVE_INFINITY }
    remember(key, entry)
    return entry
  }

  /** Writes a finished brochure and removes the older ones of the same property and language. */
  async function toDisk(key: string, pdf: Buffer) {
    const file = fileOf(key)
    if (!dir || !file) return
    await mkdir(dir, { recursive: true })
    const partial = `${file}.${process.pid}.part`
    await writeFile(partial, pdf)
    await rename(partial, file)
    const prefix = key.slice(0, key.lastIndexOf('-') + 1)
    for (const name of await readdir(dir)) if (name.startsWith(prefix) && name !== path.basename(file) && name.endsWith('.pdf')) await rm(path.join(dir, name), { force: true })
  }

  /** One generation at a time in this process. */
  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running) await new Promise<void>((resolve) => waiting.push(resolve))
    running = true
    try {
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running = false
    }
  }

  /** One generation at a time per property, whatever the language. */
  function perProperty<T>(propertyId: number, work: () => Promise<T>): Promise<T> {
    const before = propertyQueues.get(propertyId) ?? Promise.resolve()
    const run = before.then(work, work)
    const tail = run.catch(() => undefined)
    propertyQueues.set(propertyId, tail)
    void tail.then(() => {
      if (propertyQueues.get(propertyId) === tail) propertyQueues.delete(propertyId)
    })
    return run
  }

  return {
    /** The brochure of `key` (`<property id>-<language>-<hash>`): kept, or made now by `make`; 'busy' when too many wait. */
    async get(key: string, propertyId: number, make: () => Promise<Made>): Promise<StoredBrochure | 'busy'> {
      const kept = fresh(key) ?? (await making.get(key)) ?? (await fromDisk(key))
      if (kept) return kept
      if (waiting.length >= MAX_WAITING) return 'busy'
      const promise = perProperty(propertyId, () =>
        inTurn(async () => {
          // Made by another caller while this one waited its turn.
          const meanwhile = fresh(key) ?? (await fromDisk(key))
          if (meanwhile) return meanwhile
          const made = await make()
          generations += 1
          const entry = { pdf: made.pdf, etag: etagOf(made.pdf), expiresAt: made.complete ? Number.POSITIVE_INFINITY : Date.now() + INCOMPLETE_MS }
          remember(key, entry)
          if (made.complete) await toDisk(key, made.pdf).catch((error: unknown) => console.error('brochure: cannot keep the file', error))
          return entry
        }),
      ).finally(() => making.delete(key))
      making.set(key, promise)
      return promise
    },
    /** How many brochures this store has made (tests prove a second request makes none). */
    generations: () => generations,
    /** Forgets what memory holds (tests: the disk copy must answer on its own). */
    forgetMemory: () => memory.clear(),
  }
}

/** A strong validator of the bytes: a brochure made again with the same content may still differ (its date). */
export const etagOf = (pdf: Buffer) => `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"`
