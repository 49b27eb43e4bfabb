import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from '../env'
import { sourceFromEnv } from './source-from-env'

const omnicasa = {
  OMNICASA_API_URL: 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc',
  OMNICASA_CUSTOMER_NAME: 'zeedijk',
  OMNICASA_CUSTOMER_PASSWORD: 'secret',
}

function envError(source: Record<string, string>): string {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.message
    throw error
  }
  throw new Error('the environment was accepted')
}

describe('the CRM settings in the environment', () => {
  it('accepts Omnicasa complete, loopback included, with the languages the account serves', () => {
    expect(parseEnv(omnicasa)).toMatchObject(omnicasa)
    expect(parseEnv({ ...omnicasa, OMNICASA_API_URL: 'http://127.0.0.1:4010/1.12/OmnicasaService.svc', OMNICASA_LANGUAGES: 'nl,fr,en,de' }).OMNICASA_LANGUAGES).toBe('nl,fr,en,de')
  })

  it('refuses two of the three Omnicasa settings, a bad URL, languages without Dutch', () => {
    expect(envError({ OMNICASA_API_URL: omnicasa.OMNICASA_API_URL, OMNICASA_CUSTOMER_NAME: 'zeedijk' })).toContain(
      'OMNICASA_API_URL: set OMNICASA_API_URL, OMNICASA_CUSTOMER_NAME, OMNICASA_CUSTOMER_PASSWORD together, or none of them',
    )
    expect(envError({ ...omnicasa, OMNICASA_API_URL: 'newapi.omnicasa.com' })).toContain('OMNICASA_API_URL: must be an http(s) URL')
    expect(envError({ ...omnicasa, OMNICASA_LANGUAGES: 'fr,en' })).toContain('OMNICASA_LANGUAGES: must list languages')
  })

  it('accepts a JSON feed over https, or http on the loopback only', () => {
    expect(parseEnv({ CRM_FEED_URL: 'https://crm.example/feed.json' }).CRM_FEED_URL).toBe('https://crm.example/feed.json')
    expect(parseEnv({ CRM_FEED_URL: 'http://127.0.0.1:8080/feed.json' }).CRM_FEED_URL).toBe('http://127.0.0.1:8080/feed.json')
    expect(envError({ CRM_FEED_URL: 'http://crm.example/feed.json' })).toContain('CRM_FEED_URL: must be https')
  })
})

describe('sourceFromEnv', () => {
  it('is Omnicasa when its three settings are set, else the JSON feed, else none', () => {
    expect(sourceFromEnv({ ...omnicasa, CRM_FEED_URL: 'https://crm.example/feed.json' })?.name).toBe('omnicasa')
    expect(sourceFromEnv({ CRM_FEED_URL: 'https://crm.example/feed.json' })?.name).toBe('json-feed')
    expect(sourceFromEnv({ OMNICASA_API_URL: omnicasa.OMNICASA_API_URL })).toBeNull()
    expect(sourceFromEnv({})).toBeNull()
  })
})
