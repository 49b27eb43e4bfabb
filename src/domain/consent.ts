import { OPTIONAL_CONSENTS, type OptionalConsent, SITE_STORAGE } from './cookies'

export { OPTIONAL_CONSENTS, type OptionalConsent }

/**
 * Cookie consent (SPEC §4): one required option that is always granted, and four that the visitor chooses,
 * named after Google Consent Mode v2. The choice is stored in a cookie as JSON and mirrored to Google's
 * consent state.
 */
export type ConsentFlags = { necessary: true } & Record<OptionalConsent, boolean>

/** The cookie's name and lifetime are those the cookie policy lists (domain/cookies.ts). */
export const CONSENT_COOKIE = SITE_STORAGE.consent.name
export const CONSENT_MAX_AGE_SECONDS = SITE_STORAGE.consent.lifetime.seconds
export const CONSENT_VERSION = 1
/** Google tags wait this long for the stored choice before they fire (SPEC §9: consent update wait 500 ms). */
export const CONSENT_WAIT_MS = 500

export function consentFor(choice: 'all' | 'none' | Partial<Record<OptionalConsent, boolean>>): ConsentFlags {
  const flags = { necessary: true } as ConsentFlags
  for (const key of OPTIONAL_CONSENTS) flags[key] = choice === 'all' ? true : choice === 'none' ? false : Boolean(choice[key])
  return flags
}

export function serializeConsent(flags: ConsentFlags): string {
  return encodeURIComponent(JSON.stringify({ v: CONSENT_VERSION, ...flags }))
}

/** The stored choice, or null when there is none (or it is from an older version): then the banner shows. */
export function parseConsent(value: string | null | undefined): ConsentFlags | null {
  if (!value) return null
  try {
    const data = JSON.parse(decodeURIComponent(value)) as Record<string, unknown>
    if (data.v !== CONSENT_VERSION) return null
    const flags = { necessary: true } as ConsentFlags
    for (const key of OPTIONAL_CONSENTS) {
      if (typeof data[key] !== 'boolean') return null
      flags[key] = data[key]
    }
    return flags
  } catch {
    return null
  }
}

type GoogleState = 'granted' | 'denied'

/**
 * Consent Mode v2 state for a choice. Only the required option, security storage, is granted without the
 * visitor's say (SPEC §4: decline all keeps only it). Functionality and personalization storage are none of
 * the four toggles, so the visitor agrees to them only by granting every option (accept all); Google treats
 * a type left out as granted, so each is named.
 */
export function googleConsent(flags: ConsentFlags | null): Record<string, GoogleState> {
  const state = (on: boolean): GoogleState => (on ? 'granted' : 'denied')
  const everything = Boolean(flags) && OPTIONAL_CONSENTS.every((key) => flags![key])
  return {
    security_storage: 'granted',
    functionality_storage: state(everything),
    personalization_storage: state(everything),
    analytics_storage: state(Boolean(flags?.analytics_storage)),
    ad_storage: state(Boolean(flags?.ad_storage)),
    ad_user_data: state(Boolean(flags?.ad_user_data)),
    ad_personalization: state(Boolean(flags?.ad_personalization)),
  }
}

/** SPEC §2.5: preview pages never show the banner. */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('preview')
}

/** Which tag scripts may load: each only when configured and consented. */
export function allowedTags(flags: ConsentFlags | null, ids: { gtmId?: string | null; pixelId?: string | null }) {
  return {
    gtm: Boolean(ids.gtmId && flags && (flags.analytics_storage || flags.ad_storage)),
    pixel: Boolean(ids.pixelId && flags?.ad_storage && flags.ad_user_data),
  }
}
