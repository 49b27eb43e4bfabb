import { getTranslations } from 'next-intl/server'

import { LogoutButton } from '@/features/accounts'
import type { Locale } from '@/i18n/locales'

import styles from '../portal.module.css'

/**
 * The top of every portal page (issue 23): who is logged in, and the way out. The site's header is the same
 * for everyone (it is cached, ADR 0019); this bar belongs to the portal's own pages, which are never cached.
 */
export async function AccountBar({ name, locale }: { name: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  return (
    <section className={styles.accountBar} aria-label={t('accountBar')}>
      <div className={`container ${styles.accountBarInner}`}>
        <p>{t.rich('loggedInName', { name, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <LogoutButton locale={locale} />
      </div>
    </section>
  )
}
