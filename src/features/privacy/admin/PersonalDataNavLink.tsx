import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasRole } from '@/collections/roles'
import { staffLanguageOf } from '@/collections/staff-texts'
import { translatorFor } from '@/i18n/messages'

/** The navigation's link to the "Personal data" view, for administrators (the only role its endpoints answer). */
export function PersonalDataNavLink({ payload, user, i18n }: ServerProps) {
  if (!hasRole(user as { roles?: string[] } | undefined, 'administrator')) return null
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/personal-data/`} data-testid="personal-data-link">
      <span className="nav__link-label">{translatorFor(staffLanguageOf(i18n?.language), 'admin')('privacy.view.title')}</span>
    </Link>
  )
}
