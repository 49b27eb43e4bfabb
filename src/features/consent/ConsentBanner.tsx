import { getTranslations } from 'next-intl/server'

import { getSettings } from '@/features/site/queries'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import { CookieConsent } from './CookieConsent'

/** Server part of the cookie consent: translated labels and the configured tag ids. */
export async function ConsentBanner({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'consent' }), getSettings(locale)])
  const option = (key: 'analytics' | 'adStorage' | 'adUserData' | 'adPersonalization') => ({ label: t(key), text: t(`${key}Text`) })
  return (
    <CookieConsent
      policyHref={publicPath('/cookie-policy', locale)}
      gtmId={settings.tracking?.gtmId}
      pixelId={settings.tracking?.pixelId}
      labels={{
        title: t('title'),
        text: t('text'),
        policy: t('policy'),
        acceptAll: t('acceptAll'),
        declineAll: t('declineAll'),
        settings: t('settings'),
        save: t('save'),
        required: t('required'),
        requiredText: t('requiredText'),
        options: {
          analytics_storage: option('analytics'),
          ad_storage: option('adStorage'),
          ad_user_data: option('adUserData'),
          ad_personalization: option('adPersonalization'),
        },
      }}
    />
  )
}
