import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

/**
 * Environment, validated once. Every bad value is reported with its name and what is expected, so a
 * wrong setting stops the start with a readable message instead of a stack trace deep inside a library.
 * Not marked server-only: the Payload CLI (migrations, import) loads it outside Next.js.
 */
export const dataDir = path.resolve(process.cwd(), 'data')

const schema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .trim()
      .default(`file:${path.join('data', 'zeedijk.db')}`)
      .refine((url) => /^(file:|postgres(ql)?:\/\/|libsql:|https?:)/.test(url), {
        message: 'must be a SQLite "file:" path or a "postgres://" URL',
      }),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SITE_URL: z.url('must be an absolute URL such as https://www.zeedijk.be').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must look like smtp://user:pass@host:587 or smtps://…')
      .optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    FORM_RATE_LIMIT: z.coerce.number().int('must be a whole number').min(1).max(100_000).optional(),
    CAPTCHA_COST: z.coerce.number().int('must be a whole number').min(1).max(1_000_000).optional(),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither',
    path: ['ADMIN_PASSWORD'],
  })

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string; SITE_URL: string; databaseKind: 'sqlite' | 'postgres' }

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): z.infer<typeof schema> {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const result = schema.safeParse(blanksRemoved)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every setting.`)
  }
  return result.data
}

/** Reads data/payload-secret, creating it the first time, so a fresh install needs no manual secret. */
function persistentSecret(): string {
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

let cached: Env | undefined

export function getEnv(): Env {
  if (cached) return cached
  const parsed = parseEnv(process.env)
  const port = parsed.PORT
  cached = {
    ...parsed,
    PAYLOAD_SECRET: parsed.PAYLOAD_SECRET ?? persistentSecret(),
    SITE_URL: (parsed.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseKind: /^postgres(ql)?:\/\//.test(parsed.DATABASE_URL) ? 'postgres' : 'sqlite',
  }
  return cached
}
