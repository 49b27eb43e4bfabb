type Entry<V> = { value: V; version: number; stamp: string; checkedAt: number }

export type ChangeAwareMemoOptions<V> = {
  name: string
  load: (key: string) => Promise<V>
  /** Bumped by this process's own changes: a new value is wanted at once. */
  version: () => number
  /** Changes when another process changed the source; asked at most once per interval. */
  stamp: () => Promise<string>
  checkIntervalMs: number
  /** Keep at most this many keys, forgetting the least recently read first. */
  maxEntries?: number
  now?: () => number
  onError?: (message: string, error: unknown) => void
}

/**
 * Values kept in memory per key that answer at once and are rebuilt in the background when their source
 * changed, while the previous value keeps answering (stale-while-revalidate). Only a key's first read waits,
 * and one rebuild per key runs at a time.
 */
export function changeAwareMemo<V>({ name, load, version, stamp, checkIntervalMs, maxEntries = Number.POSITIVE_INFINITY, now = Date.now, onError = console.error }: ChangeAwareMemoOptions<V>) {
  const entries = new Map<string, Entry<V>>()
  const building = new Map<string, Promise<Entry<V>>>()

  function rebuild(key: string): Promise<Entry<V>> {
    const running = building.get(key)
    if (running) return running
    const startedAt = version()
    const next = Promise.all([stamp(), load(key)])
      .then(([currentStamp, value]) => {
        const entry = { value, version: startedAt, stamp: currentStamp, checkedAt: now() }
        entries.delete(key)
        entries.set(key, entry)
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
        return entry
      })
      .finally(() => building.delete(key))
    building.set(key, next)
    return next
  }

  function refreshInBackground(key: string) {
    rebuild(key).catch((error: unknown) => onError(`${name}: rebuilding ${key} failed`, error))
  }

  return async function read(key: string): Promise<V> {
    const entry = entries.get(key)
    if (!entry) return (await rebuild(key)).value
    // Map order is the recency order: a read moves the key to the end.
    entries.delete(key)
    entries.set(key, entry)
    if (entry.version !== version()) refreshInBackground(key)
    else if (now() - entry.checkedAt >= checkIntervalMs) {
      entry.checkedAt = now()
      stamp()
        .then((currentStamp) => {
          if (currentStamp !== entry.stamp) refreshInBackground(key)
        })
        .catch((error: unknown) => onError(`${name}: checking for changes failed`, error))
    }
    return entry.value
  }
}
