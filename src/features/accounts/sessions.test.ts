import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { createSession } from './sessions'

/** A payload whose create fails `failures` times with `error`, then stores; it counts the attempts. */
function payloadFailing(failures: number, error: Error) {
  let attempts = 0
  const payload = {
    create: async () => {
      attempts++
      if (attempts <= failures) throw error
      return { id: 1 }
    },
  } as unknown as Payload
  return { payload, attempts: () => attempts }
}

const locked = () => new Error('Failed query: insert into "account_sessions" …', { cause: new Error('database is locked') })
const session = { email: 'an@example.be', ownerId: 1, searchProfileIds: [] }

describe('createSession', () => {
  it('waits and tries again while SQLite is locked by another transaction', async () => {
    const { payload, attempts } = payloadFailing(2, locked())
    const { token } = await createSession(payload, session)
    expect(token).toBeTruthy()
    expect(attempts()).toBe(3)
  })

  it('gives up after eight locked attempts, and never retries another error', async () => {
    const stuck = payloadFailing(10, locked())
    await expect(createSession(stuck.payload, session)).rejects.toThrow('Failed query')
    expect(stuck.attempts()).toBe(8)
    const other = payloadFailing(1, new Error('unique constraint failed'))
    await expect(createSession(other.payload, session)).rejects.toThrow('unique constraint failed')
    expect(other.attempts()).toBe(1)
  })
})
