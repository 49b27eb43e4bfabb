import type { Locale } from '@/i18n/locales'

/**
 * PLACEHOLDER, to be deleted: the real LogoutButton (src/features/accounts/components/LogoutButton.tsx) is
 * built on the wt-login branch and not in main yet. Renders nothing; PortalHome imports the real one once
 * main has it.
 */
export function LogoutButton(_props: { locale: Locale }) {
  return null
}
