import 'server-only'

import { isLocale, type Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'

/** The language a form posted; anything else falls back to the default rather than failing. */
export const postedLocale = (data: FormData): Locale => {
  const value = data.get('locale')
  return isLocale(value) ? value : 'nl'
}

/** Runs a step whose failure (database, Redis) the visitor should see as "try again", never as a stack trace. */
export async function guarded<T>(what: string, step: () => Promise<T>): Promise<T | null> {
  try {
    return await step()
  } catch (error) {
    ;(await getPayloadClient()).logger.error({ err: error }, what)
    return null
  }
}
