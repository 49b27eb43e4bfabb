import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { staffLanguageOf } from '@/collections/staff-texts'
import { hasRole } from '@/collections/roles'
import { translatorFor } from '@/i18n/messages'

import { SOURCE_COLLECTIONS, SOURCES } from '../personal-data'
import { PersonalDataSearch, type PersonalDataTexts } from './PersonalDataSearch'

/**
 * The admin's "Personal data" view (issue 21 §4, ADR 0059): an administrator finds everything the site holds
 * about one address, exports it for the person and erases it. The work is done by the POST endpoints of
 * src/features/privacy/endpoints.ts, which check the role again; this page only draws the form.
 */
export function PersonalDataView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const t = translatorFor(staffLanguageOf(req.i18n?.language), 'admin')
  const texts: PersonalDataTexts = {
    intro: t('privacy.view.intro'),
    email: t('privacy.view.email'),
    search: t('privacy.view.search'),
    searching: t('privacy.view.searching'),
    nothing: t('privacy.view.nothing'),
    exportButton: t('privacy.view.export'),
    erase: t('privacy.view.erase'),
    eraseConfirm: t('privacy.view.eraseConfirm'),
    eraseYes: t('privacy.view.eraseYes'),
    cancel: t('privacy.view.cancel'),
    erased: t('privacy.view.erased'),
    failed: t('privacy.view.failed'),
    earlier: t('privacy.view.earlier'),
    kinds: { retention: t('privacy.kinds.retention'), export: t('privacy.kinds.export'), erasure: t('privacy.kinds.erasure') },
    sources: Object.fromEntries(SOURCES.map((source) => [source, t(`privacy.sources.${source}`)])) as PersonalDataTexts['sources'],
  }
  const admin = req.payload.config.routes.admin
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>{t('privacy.view.title')}</h1>
        {hasRole(req.user as { roles?: string[] } | null, 'administrator') ? (
          <PersonalDataSearch texts={texts} api={req.payload.config.routes.api} admin={admin} collections={SOURCE_COLLECTIONS} />
        ) : (
          <p>{t('privacy.view.administratorsOnly')}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
