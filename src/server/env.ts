import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { DEFAULT_TILE_URL, isTileTemplate } from '../domain/brochure/static-map'
import { checkStaffPassword } from '../domain/staff-password'
import { crmEnvShape, omnicasaAllOrNone } from './crm/crm-env'

/**
 * Environment, validated once. Every bad value is reported with its name and what is expected, so a
 * wrong setting stops the start with a readable message instead of a stack trace deep inside a library.
 * Not marked server-only: the Payload CLI (migrations, import) loads it outside Next.js.
 */
/** Where files the site writes live (secret, outbox, media, CVs): `data/`, or DATA_DIR (tests use a temporary folder). */
export const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR || 'data')

const schema = z
  .object({
    /**
     * `demo` (default): the Quick start on a laptop. `production`: a real deployment, where a missing
     * staff account, SMTP server, public address or agency e-mail stops the start instead of failing quietly.
     */
    APP_ENV: z.enum(['demo', 'production'], 'must be "demo" or "production"').default('demo'),
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
    ADMIN_PASSWORD: z
      .string()
      .refine((password) => checkStaffPassword(password) === null, 'must have 12 to 128 characters and not be a common or breached password')
      .optional(),
    FORM_RATE_LIMIT: z.coerce.number().int('must be a whole number').min(1).max(100_000).optional(),
    CAPTCHA_COST: z.coerce.number().int('must be a whole number').min(1).max(1_000_000).optional(),
    /** Mails the forms may send to one typed address (a visitor's own or a friend's) per 24 hours. */
    MAIL_RECIPIENT_LIMIT: z.coerce.number().int('must be a whole number').min(1).max(100_000).default(5),
    /** Forms of one kind the whole site accepts per hour, from everyone together. */
    FORM_KIND_LIMIT: z.coerce.number().int('must be a whole number').min(1).max(1_000_000).default(100),
    /** Filtered listings and listing-map answers one address (IPv6: one /64) may ask per minute. */
    LISTING_QUERY_LIMIT: z.coerce.number().int('must be a whole number').min(1).max(1_000_000).default(120),
    /** Visit bookings one e-mail address may hold at once (future, held or confirmed). */
    BOOKINGS_PER_EMAIL: z.coerce.number().int('must be a whole number').min(1).max(10_000).default(3),
    /** Visit bookings one address (IPv6: one /64) may make per 24 hours. */
    BOOKINGS_PER_ADDRESS: z.coerce.number().int('must be a whole number').min(1).max(10_000).default(5),
    /**
     * Reverse proxies in front of the site that append to X-Forwarded-For. 0 (default): none, the socket
     * address is the visitor's. The visitor's address is taken this many entries from the right.
     */
    TRUSTED_PROXIES: z.coerce.number().int('must be a whole number').min(0).max(10).default(0),
    /**
     * Redis shared by several instances of the site (rate limits, the page cache, change notices). Unset:
     * one process keeps these in its own memory, as a single instance needs.
     */
    REDIS_URL: z
      .string()
      .trim()
      .regex(/^rediss?:\/\//, 'must look like redis://127.0.0.1:6379 or rediss://…')
      .optional(),
    /**
     * Map tiles the brochure's small map is drawn from (ADR 0030): a URL with {z}, {x} and {y}, or "none" for
     * brochures without a map (a location box instead). Default: OpenStreetMap's tiles.
     */
    MAP_TILE_URL: z
      .string()
      .trim()
      .refine((value) => value === 'none' || isTileTemplate(value), 'must be an http(s) URL with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, or "none"')
      .default(DEFAULT_TILE_URL),
    /** The credit printed on the map; default: the translated OpenStreetMap credit. Set it with your own tiles. */
    MAP_TILE_ATTRIBUTION: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    /** Address to listen on. Default: every interface, or 127.0.0.1 when TRUSTED_PROXIES is above 0. */
    HOST: z
      .string()
      .trim()
      .regex(/^[\w.:-]+$/, 'must be an address such as 127.0.0.1, 0.0.0.0 or ::')
      .optional(),
    /** The CRM a sync reads (issue 21, ADR 0054): Omnicasa, or a JSON feed URL. */
    ...crmEnvShape,
  })
  .refine(omnicasaAllOrNone.check, { message: omnicasaAllOrNone.message, path: omnicasaAllOrNone.path })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither',
    path: ['ADMIN_PASSWORD'],
  })
  // Several instances must sign sessions, captchas and links with one secret: a data/payload-secret
  // generated on each machine would make each instance refuse the others' (ADR 0022).
  .refine((env) => env.PAYLOAD_SECRET || !(env.REDIS_URL || (env.APP_ENV === 'production' && /^postgres(ql)?:\/\//.test(env.DATABASE_URL))), {
    message: 'is required when REDIS_URL is set or APP_ENV=production runs on PostgreSQL (several instances share it); generate one with `openssl rand -hex 32`',
    path: ['PAYLOAD_SECRET'],
  })

export type Env = z.infer<typeof schema> & {
  PAYLOAD_SECRET: string
  SITE_URL: string
  databaseKind: 'sqlite' | 'postgres'
  /** APP_ENV=production: a real deployment with real visitors. */
  isProduction: boolean
  /** Where the server listens: HOST, else 127.0.0.1 behind a declared proxy, else every interface. */
  listenHost: string | undefined
  /** Session cookies travel over HTTPS only: in production, or when the public address is https. */
  secureCookies: boolean
}

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
  const siteUrl = (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '')
  const isProduction = parsed.APP_ENV === 'production'
  cached = {
    ...parsed,
    PAYLOAD_SECRET: parsed.PAYLOAD_SECRET ?? persistentSecret(),
    SITE_URL: siteUrl,
    databaseKind: /^postgres(ql)?:\/\//.test(parsed.DATABASE_URL) ? 'postgres' : 'sqlite',
    isProduction,
    listenHost: parsed.HOST ?? (parsed.TRUSTED_PROXIES > 0 ? '127.0.0.1' : undefined),
    secureCookies: isProduction || siteUrl.startsWith('https:'),
  }
  return cached
}
