import { describe, expect, it, vi } from 'vitest'

import { memoryMemo } from './memory-memo'

function setup(maxEntries?: number) {
  const state = { version: 0, loads: 0 }
  let release: (() => void) | null = null
  let hold = false
  const load = vi.fn(async (key: string) => {
    state.loads += 1
    const value = `${key}#${state.loads}`
    if (hold) await new Promise<void>((resolve) => (release = resolve))
    return value
  })
  const onError = vi.fn()
  const read = memoryMemo({ name: 'test', load, version: () => state.version, maxEntries, onError })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { state, load, read, settle, onError, holdLoads: (on: boolean) => (hold = on), release: () => release?.() }
}

describe('memoryMemo', () => {
  it('loads a key once and answers from memory while nothing changes', async () => {
    const { read, load } = setup()
    expect(await read('nl')).toBe('nl#1')
    expect(await read('nl')).toBe('nl#1')
    expect(await read('fr')).toBe('fr#2')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between reads that arrive together', async () => {
    const { read, load } = setup()
    const values = await Promise.all([read('nl'), read('nl'), read('nl')])
    expect(values).toEqual(['nl#1', 'nl#1', 'nl#1'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('after a change (here or announced by another process) answers the old value once and rebuilds in the background', async () => {
    const { read, state, settle } = setup()
    await read('nl')
    state.version = 1
    expect(await read('nl')).toBe('nl#1')
    await settle()
    expect(await read('nl')).toBe('nl#2')
    expect(await read('nl')).toBe('nl#2')
  })

  it('keeps answering the old value while a slow rebuild runs, and starts only one', async () => {
    const { read, state, settle, holdLoads, release, load } = setup()
    await read('nl')
    holdLoads(true)
    state.version = 1
    expect(await read('nl')).toBe('nl#1')
    expect(await read('nl')).toBe('nl#1')
    expect(load).toHaveBeenCalledTimes(2)
    release()
    await settle()
    expect(await read('nl')).toBe('nl#2')
  })

  it('does not rebuild while the version is unchanged', async () => {
    const { read, settle, load } = setup()
    await read('nl')
    await read('nl')
    await settle()
    await read('nl')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a failed first load rejects and the next read tries again; a failed rebuild keeps the old value', async () => {
    const { read, load, state, settle, onError } = setup()
    load.mockRejectedValueOnce(new Error('database down'))
    await expect(read('nl')).rejects.toThrow('database down')
    expect(await read('nl')).toBe('nl#1')
    load.mockRejectedValueOnce(new Error('database down again'))
    state.version = 1
    expect(await read('nl')).toBe('nl#1')
    await settle()
    expect(onError).toHaveBeenCalledWith('test: rebuilding nl failed', expect.any(Error))
    expect(await read('nl')).toBe('nl#1')
    await settle()
    expect(await read('nl')).toBe('nl#2')
  })

  it('keeps at most maxEntries keys, forgetting the least recently read', async () => {
    const { read, load } = setup(2)
    await read('a')
    await read('b')
    await read('a')
    await read('c')
    expect(load).toHaveBeenCalledTimes(3)
    expect(await read('a')).toBe('a#1')
    expect(await read('c')).toBe('c#3')
    expect(await read('b')).toBe('b#4')
    expect(load).toHaveBeenCalledTimes(4)
  })
})
