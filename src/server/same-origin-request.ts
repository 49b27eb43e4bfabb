import { isSameOriginBeacon } from '../domain/visits/same-origin'
import { getEnv } from './env'

/**
 * Whether a request was sent by one of the site's own pages (ADR 0041): the rule of
 * src/domain/visits/same-origin.ts read off the request's headers and the configured SITE_URL. Every POST a
 * staff member's or visitor's cookie would carry from another site (the visit beacon, Sync now, the test mail,
 * the personal-data actions) asks this one question.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  return isSameOriginBeacon({
    secFetchSite: headers.get('sec-fetch-site'),
    origin: headers.get('origin'),
    hosts: [headers.get('host'), headers.get('x-forwarded-host')],
    siteUrl: getEnv().SITE_URL,
  })
}
