import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'
import { s3Settings } from './s3'

const REQUIRED = { S3_BUCKET: 'zeedijk-files', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }

describe('the S3_ variables (ADR 0058)', () => {
  it('leave files on the local disk when none is set', () => {
    expect(s3Settings(parseEnv({}))).toBeNull()
  })

  it('take the four required ones, with a provider’s endpoint, path style and public address', () => {
    const settings = s3Settings(parseEnv({ ...REQUIRED, S3_ENDPOINT: 'https://s3.fr-par.scw.cloud', S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://files.zeedijk.be/' }))
    expect(settings).toMatchObject({
      bucket: 'zeedijk-files',
      publicUrl: 'https://files.zeedijk.be',
      config: { region: 'eu-west-1', endpoint: 'https://s3.fr-par.scw.cloud', forcePathStyle: true, credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' }, requestChecksumCalculation: 'WHEN_REQUIRED' },
    })
    expect(s3Settings(parseEnv(REQUIRED))).toMatchObject({ publicUrl: null, config: { forcePathStyle: false } })
    expect(s3Settings(parseEnv(REQUIRED))!.config).not.toHaveProperty('endpoint')
  })

  it.each([
    ['a required one missing', { ...REQUIRED, S3_SECRET_ACCESS_KEY: undefined }],
    ['an optional one alone', { S3_ENDPOINT: 'https://s3.example.com' }],
    ['a public address alone', { S3_PUBLIC_URL: 'https://files.zeedijk.be' }],
  ])('refuse half a configuration: %s', (_case, env) => {
    expect(() => parseEnv(env)).toThrow(EnvError)
    expect(() => parseEnv(env)).toThrow(/S3_BUCKET: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together/)
  })

  it('refuse a path style that is not true or false, and an endpoint that is no URL', () => {
    expect(() => parseEnv({ ...REQUIRED, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE: must be "true" or "false"/)
    expect(() => parseEnv({ ...REQUIRED, S3_ENDPOINT: 's3.example.com' })).toThrow(/S3_ENDPOINT/)
  })
})
