/**
 * The four consents a visitor chooses, named after Google Consent Mode v2 (domain/consent.ts reads and writes
 * the choice). Here, not there, because the storage list below names which consent each item needs.
 */
export const OPTIONAL_CONSENTS = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number]

/**
 * Everything the site keeps in a visitor's browser (ADR 0034), in one list: the cookie policy's table is
 * generated from it, and the code that sets each item reads its name and lifetime from here, so the table
 * cannot name something the site does not set nor miss what it does (tests/e2e/cookie-inventory.test.ts
 * compares it with a real browser). Staff cannot edit it.
 */
export type StorageKind = 'cookie' | 'localStorage'
/** A time from when it is set, or, for local storage (which has no expiry), until the visitor clears it. */
export type Lifetime = { seconds: number } | 'untilCleared'
/** Who writes it: this site, or a tag the agency configured in Settings (then in that party's name). */
export type StorageParty = { kind: 'site' } | { kind: 'google'; tagId: string } | { kind: 'meta'; pixelId: string }

export type StoragePurpose =
  | 'consent'
  | 'languageCookie'
  | 'languageStorage'
  | 'favourites'
  | 'favouritesAccount'
  | 'accountSession'
  | 'accountHint'
  | 'staffSession'
  | 'staffTheme'
  | 'staffLanguage'
  | 'analyticsVisitor'
  | 'analyticsSession'
  | 'adConversions'
  | 'metaBrowser'
  | 'metaClick'

export type StorageItem = {
  name: string
  kind: StorageKind
  purpose: StoragePurpose
  lifetime: Lifetime
  /** The consent options (SPEC §4) that must be granted before it is set; none for what the site needs to work. */
  consent: readonly OptionalConsent[]
}

export type StorageRow = StorageItem & { party: StorageParty }

const HOUR = 3600
const DAY = 24 * HOUR

/** Payload names its cookies `${cookiePrefix}-…`; payload.config.ts sets this prefix. */
export const PAYLOAD_COOKIE_PREFIX = 'payload'

/** What the site itself sets; each is needed for something the visitor (or staff member) asked for. */
export const SITE_STORAGE = {
  consent: { name: 'zeedijk_consent', kind: 'cookie', purpose: 'consent', lifetime: { seconds: 180 * DAY }, consent: [] },
  languageCookie: { name: 'NEXT_LOCALE', kind: 'cookie', purpose: 'languageCookie', lifetime: { seconds: 365 * DAY }, consent: [] },
  languageStorage: { name: 'zeedijk.language', kind: 'localStorage', purpose: 'languageStorage', lifetime: 'untilCleared', consent: [] },
  favourites: { name: 'zeedijk.favourites', kind: 'localStorage', purpose: 'favourites', lifetime: 'untilCleared', consent: [] },
  // Set by the account pages while logged in (ADR 0079), so a star also goes to the account; logout clears it.
  favouritesAccount: { name: 'zeedijk.favourites-account', kind: 'localStorage', purpose: 'favouritesAccount', lifetime: 'untilCleared', consent: [] },
  accountSession: { name: 'zeedijk-account', kind: 'cookie', purpose: 'accountSession', lifetime: { seconds: 14 * DAY }, consent: [] },
  // Readable by the page's script, set and cleared with the session (ADR 0082): it only says "someone is logged
  // in here", so the header asks who only then; it opens nothing (the session cookie above does).
  accountHint: { name: 'zeedijk_signed_in', kind: 'cookie', purpose: 'accountHint', lifetime: { seconds: 14 * DAY }, consent: [] },
  staffSession: { name: `${PAYLOAD_COOKIE_PREFIX}-token`, kind: 'cookie', purpose: 'staffSession', lifetime: { seconds: 2 * HOUR }, consent: [] },
  // Payload's admin writes it (365 days, its own figure) when a staff member picks a light or dark theme.
  staffTheme: { name: `${PAYLOAD_COOKIE_PREFIX}-theme`, kind: 'cookie', purpose: 'staffTheme', lifetime: { seconds: 365 * DAY }, consent: [] },
  // Payload's admin writes it (365 days) when a staff member picks the admin's language, or when their stored
  // choice is brought to another browser (src/features/admin/StaffLanguage.tsx, ADR 0033).
  staffLanguage: { name: `${PAYLOAD_COOKIE_PREFIX}-lng`, kind: 'cookie', purpose: 'staffLanguage', lifetime: { seconds: 365 * DAY }, consent: [] },
} as const satisfies Record<string, StorageItem>

/**
 * What Google's tags set once the Tag Manager container loads (GA4's and the Ads conversion linker's cookies,
 * at Google's default lifetimes); each only with its Consent Mode type granted (domain/consent.ts).
 */
export const GOOGLE_TAG_STORAGE: readonly StorageItem[] = [
  { name: '_ga', kind: 'cookie', purpose: 'analyticsVisitor', lifetime: { seconds: 730 * DAY }, consent: ['analytics_storage'] },
  { name: '_ga_*', kind: 'cookie', purpose: 'analyticsSession', lifetime: { seconds: 730 * DAY }, consent: ['analytics_storage'] },
  { name: '_gcl_au', kind: 'cookie', purpose: 'adConversions', lifetime: { seconds: 90 * DAY }, consent: ['ad_storage'] },
]

/** What Meta's pixel sets; the pixel loads only with advertising storage and advertising data (allowedTags). */
export const META_PIXEL_STORAGE: readonly StorageItem[] = [
  { name: '_fbp', kind: 'cookie', purpose: 'metaBrowser', lifetime: { seconds: 90 * DAY }, consent: ['ad_storage', 'ad_user_data'] },
  { name: '_fbc', kind: 'cookie', purpose: 'metaClick', lifetime: { seconds: 90 * DAY }, consent: ['ad_storage', 'ad_user_data'] },
]

/**
 * The rows of the cookie policy's table: the site's own items, then those of each tag configured in Settings,
 * in the party's name with the configured id. A tag counts as configured exactly when the consent code would
 * load it (an id is set), so the table and the browser agree.
 */
export function storageInventory(tracking: { gtmId?: string | null; pixelId?: string | null }): StorageRow[] {
  const site: StorageParty = { kind: 'site' }
  const rows: StorageRow[] = Object.values(SITE_STORAGE).map((item) => ({ ...item, party: site }))
  if (tracking.gtmId) rows.push(...GOOGLE_TAG_STORAGE.map((item) => ({ ...item, party: { kind: 'google', tagId: tracking.gtmId! } as const })))
  if (tracking.pixelId) rows.push(...META_PIXEL_STORAGE.map((item) => ({ ...item, party: { kind: 'meta', pixelId: tracking.pixelId! } as const })))
  return rows
}

export type LifetimeInUnits = { unit: 'years' | 'days' | 'hours' | 'minutes'; count: number } | { unit: 'untilCleared' }

/** A lifetime in the largest whole unit: 730 days → 2 years, 180 days stay 180 days, 7200 s → 2 hours. */
export function lifetimeInUnits(lifetime: Lifetime): LifetimeInUnits {
  if (lifetime === 'untilCleared') return { unit: 'untilCleared' }
  const { seconds } = lifetime
  if (seconds % (365 * DAY) === 0) return { unit: 'years', count: seconds / (365 * DAY) }
  if (seconds % DAY === 0) return { unit: 'days', count: seconds / DAY }
  if (seconds % HOUR === 0) return { unit: 'hours', count: seconds / HOUR }
  return { unit: 'minutes', count: Math.ceil(seconds / 60) }
}
