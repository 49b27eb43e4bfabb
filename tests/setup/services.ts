/**
 * Vitest global setup: the tests' PostgreSQL and Redis. `npm test` starts them once for the whole run and
 * passes TEST_DATABASE_URL and TEST_REDIS_URL; a file run on its own (`npx vitest run tests/integration/x.test.ts`)
 * without them gets its own, started here in a temporary folder and stopped when Vitest ends (ADR 0044).
 */
import { startTestServices } from '../../scripts/test-services.mjs'

export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) return
  const services: { env: Record<string, string>; stop: () => Promise<void> } = await startTestServices({ log: (line: string) => console.log(`[test services] ${line}`) })
  for (const [key, value] of Object.entries(services.env)) process.env[key] ??= value
  return () => services.stop()
}
