import type { OptionalConsent } from '@/domain/consent'

/** The message keys (namespace `consent`) of each consent option: the dialog and the cookie list name them alike. */
export const CONSENT_LABEL_KEYS = {
  analytics_storage: 'analytics',
  ad_storage: 'adStorage',
  ad_user_data: 'adUserData',
  ad_personalization: 'adPersonalization',
} as const satisfies Record<OptionalConsent, string>
