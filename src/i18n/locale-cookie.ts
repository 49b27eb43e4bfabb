import { SITE_STORAGE } from '../domain/cookies'

/** The cookie that remembers the visitor's language, read by the root address '/' (app/route.ts). */
export const LOCALE_COOKIE = SITE_STORAGE.languageCookie.name
