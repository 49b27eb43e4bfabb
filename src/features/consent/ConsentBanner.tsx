import { getTranslations } from 'next-intl/server'

import { getSettings } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import { CONSENT_LABEL_KEYS } from './consent-labels'
import { CookieConsent } from './CookieConsent'

/** Server part of the cookie consent: translated labels and the configured tag ids. */
export async function ConsentBanner({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'consent' }), getSettings(locale)])
  const tagsConfigured = Boolean(settings.tracking?.gtmId || settings.tracking?.pixelId)
  const option = (consent: keyof typeof CONSENT_LABEL_KEYS) => ({ label: t(CONSENT_LABEL_KEYS[consent]), text: t(`${CONSENT_LABEL_KEYS[consent]}Text`) })
  return (
    <CookieConsent
      policyHref={publicPath('/cookie-policy', locale)}
      gtmId={settings.tracking?.gtmId}
      pixelId={settings.tracking?.pixelId}
      labels={{
        title: t('title'),
        // Without a configured tag nothing measures or advertises: the dialog must not say otherwise.
        text: t(tagsConfigured ? 'text' : 'textEssentialOnly'),
        policy: t('policy'),
        acceptAll: t('acceptAll'),
        declineAll: t('declineAll'),
        settings: t('settings'),
        save: t('save'),
        required: t('required'),
        requiredText: t('requiredText'),
        options: {
          analytics_storage: option('analytics_storage'),
          ad_storage: option('ad_storage'),
          ad_user_data: option('ad_user_data'),
          ad_personalization: option('ad_personalization'),
        },
      }}
    />
  )
}
