import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

/**
 * An S3-compatible server for the tests (ADR 0058): @20minutes/s3rver on 127.0.0.1 at a free port, storing in
 * a temporary folder. It checks signature v4 (headers and presigned query) like S3, but serves anonymous
 * requests to anyone; real buckets are private unless a policy opens them, so a gate in front refuses every
 * anonymous request except reads under `publicPrefixes` (the prefix-scoped policy an operator sets for
 * S3_PUBLIC_URL). Tests can then prove a document or CV object is not readable without a signature.
 */
type KoaContext = { app: object; method: string; path: string; headers: Record<string, string | undefined>; query: Record<string, unknown>; status: number; type: string; body: unknown }
type S3rverInstance = {
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[]
  run: () => Promise<{ address: string; port: number }>
  close: () => Promise<void>
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance

const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass

/** The fake server's one key pair (s3rver's built-in account). */
const ACCESS_KEY = 'S3RVER'

export type TestS3 = {
  endpoint: string
  bucket: string
  /** The S3_* variables a site instance needs to use this bucket. */
  env: Record<string, string>
  /** An unsigned URL of an object, as a visitor (or an attacker) would try it. */
  objectUrl: (key: string) => string
  stop: () => Promise<void>
}

export async function startTestS3({ bucket = 'zeedijk-files', publicPrefixes = [] as string[] } = {}): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  server.middleware.unshift(async (ctx, next) => {
    const signed = Boolean(ctx.headers.authorization) || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query
    const key = ctx.path.startsWith(`/${bucket}/`) ? decodeURIComponent(ctx.path.slice(bucket.length + 2)) : null
    const publicRead = (ctx.method === 'GET' || ctx.method === 'HEAD') && key !== null && publicPrefixes.some((prefix) => key.startsWith(`${prefix}/`))
    // s3rver signs a bucket's own address without its final slash, the SDK with it: a listing's
    // signature is let through (keys only; every object read and write is still checked).
    if (signed && ctx.method === 'GET' && ctx.path === `/${bucket}/`) ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: true } })
    if (signed || publicRead) return next()
    ctx.status = 403
    ctx.type = 'application/xml'
    ctx.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY, S3_FORCE_PATH_STYLE: 'true' },
    objectUrl: (key) => `${endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
