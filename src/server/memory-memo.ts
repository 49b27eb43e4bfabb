type Entry<V> = { value: V; version: number }

export type MemoryMemoOptions<V> = {
  name: string
  load: (key: string) => Promise<V>
  /** Bumped when the source changed, in this process or, through Redis, in another (src/server/content-changes.ts). */
  version: () => number
  /** Keep at most this many keys, forgetting the least recently read first. */
  maxEntries?: number
  onError?: (message: string, error: unknown) => void
}

/**
 * Values kept in this process's memory per key, for what must answer in a few milliseconds and cannot wait
 * for a round trip to a shared cache (the search index, filtered listing pages: ADR 0019). They answer at
 * once and are rebuilt in the background when their source changed, while the previous value keeps
 * answering (stale-while-revalidate). Only a key's first read waits, and one rebuild per key runs at a time.
 */
export function memoryMemo<V>({ name, load, version, maxEntries = Number.POSITIVE_INFINITY, onError = console.error }: MemoryMemoOptions<V>) {
  const entries = new Map<string, Entry<V>>()
  const building = new Map<string, Promise<Entry<V>>>()

  function rebuild(key: string): Promise<Entry<V>> {
    const running = building.get(key)
    if (running) return running
    const startedAt = version()
    const next = load(key)
      .then((value) => {
        const entry = { value, version: startedAt }
        entries.delete(key)
        entries.set(key, entry)
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
        return entry
      })
      .finally(() => building.delete(key))
    building.set(key, next)
    return next
  }

  return async function read(key: string): Promise<V> {
    const entry = entries.get(key)
    if (!entry) return (await rebuild(key)).value
    // Map order is the recency order: a read moves the key to the end.
    entries.delete(key)
    entries.set(key, entry)
    if (entry.version !== version()) rebuild(key).catch((error: unknown) => onError(`${name}: rebuilding ${key} failed`, error))
    return entry.value
  }
}
