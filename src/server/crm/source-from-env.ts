import { parseLanguages } from '../../domain/omnicasa/call'
import type { CrmEnv } from './crm-env'
import type { HttpOptions } from './http'
import { jsonFeedSource } from './json-feed-source'
import { omnicasaSource } from './omnicasa-source'
import type { CrmSource } from './source'

/**
 * The CRM this site syncs from: Omnicasa when its three settings are there, else the JSON feed at
 * CRM_FEED_URL, else none (the site then lives on `npm run import` alone). `env` is the validated
 * environment (src/server/env.ts `getEnv()`), or a plain object in tests.
 */
export function sourceFromEnv(env: CrmEnv, options: { http?: HttpOptions } = {}): CrmSource | null {
  if (env.OMNICASA_API_URL && env.OMNICASA_CUSTOMER_NAME && env.OMNICASA_CUSTOMER_PASSWORD) {
    return omnicasaSource({
      url: env.OMNICASA_API_URL,
      customerName: env.OMNICASA_CUSTOMER_NAME,
      customerPassword: env.OMNICASA_CUSTOMER_PASSWORD,
      languages: parseLanguages(env.OMNICASA_LANGUAGES ?? 'nl,fr,en') ?? undefined,
      http: options.http,
    })
  }
  if (env.CRM_FEED_URL) return jsonFeedSource({ url: env.CRM_FEED_URL, http: options.http })
  return null
}
