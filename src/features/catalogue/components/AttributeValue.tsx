import { getFormatter, getTranslations } from 'next-intl/server'

import type { Attribute } from '@/domain/attributes'
import type { Locale } from '@/i18n/locales'
import { attributeText } from '@/shared/offer-text'

/**
 * One attribute's value in the visitor's words. A module of its own: the catalogue's entry exports it, and
 * reached through PropertyDetail it pulled the property page's client components into every page (issue 22).
 */
export async function AttributeValue({ attribute, locale }: { attribute: Attribute; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'detail' }), getFormatter({ locale })])
  return <>{attributeText(attribute, locale, t, format)}</>
}
