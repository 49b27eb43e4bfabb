import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PROFILE_CRITERIA_FORM } from '@/domain/forms/profile-criteria'
import { formatEuro } from '@/domain/money'
import { relationId } from '@/domain/relation'
import { LogoutButton, currentAccount, requireAccount } from '@/features/accounts'
import { AccountFavourites } from '@/features/favourites'
import { Breadcrumb } from '@/shared/components/Breadcrumb'
import type { Option, ShownField } from '@/shared/forms/FormField'
import type { FormValues } from '@/shared/forms/form-state'
import { formText, shownFields } from '@/features/leads'
import { buildMetadata } from '@/shared/site/metadata'
import { INTL_LOCALE, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { SearchProfile } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

import { removeProfile, switchProfileAlerts } from './actions'
import { holderProfiles } from './manage'
import { ProfileForm, type ProfileFormText } from './ProfileForm'
import { isProfileNotice, type ProfileNotice } from './profile-form-state'

type Props = { locale: Locale; notice: ProfileNotice | null; confirmDelete: string | null }
export type ProfilePageQuery = Record<string, string | string[] | undefined>

/** The values the change form starts from: what the profile holds, as the form posts it. */
function formValues(profile: SearchProfile): FormValues {
  const text = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '')
  return {
    goal: profile.goal,
    propertyTypes: (profile.propertyTypes ?? []).map((type) => String(relationId(type))),
    regions: (profile.regions ?? []).map((region) => String(relationId(region))),
    priceMin: text(profile.priceMin),
    priceMax: text(profile.priceMax),
    minBedrooms: text(profile.minBedrooms),
    minBathrooms: text(profile.minBathrooms),
    minGarages: text(profile.minGarages),
    minParkings: text(profile.minParkings),
  }
}

const namesOf = (ids: Array<number | { id: number }> | null | undefined, options: Option[] | undefined) =>
  (ids ?? []).map((id) => options?.find((option) => option.value === String(relationId(id)))?.label).filter((name): name is string => Boolean(name))

/**
 * "My search profile" (ADR 0028): the profiles this login opened, each with its criteria, whether its
 * e-mails run, and the ways to change, pause or delete it. Deleting asks first, on the page itself (a
 * link to `?delete=<id>`), so the confirmation works without JavaScript.
 */
/** The page's route: the profiles of the session, or the goodbye once the last one was deleted. */
export async function SearchProfilePage({ locale, query }: { locale: Locale; query: ProfilePageQuery }) {
  const notice = isProfileNotice(query.notice) ? query.notice : null
  if (notice === 'deleted' && !(await currentAccount())) return <ProfileDeletedView locale={locale} />
  return <SearchProfilesView locale={locale} notice={notice} confirmDelete={typeof query.delete === 'string' ? query.delete : null} />
}

export async function searchProfileMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'searchProfileAccount' })
  return buildMetadata(locale, publicPath('/login/search-profile', locale), { title: t('title'), noIndex: true })
}

async function SearchProfilesView({ locale, notice, confirmDelete }: Props) {
  const account = await requireAccount(locale)
  const [t, tf, profiles, fields, shared] = await Promise.all([
    getTranslations({ locale, namespace: 'searchProfileAccount' }),
    getTranslations({ locale, namespace: 'forms' }),
    getPayloadClient().then((payload) => holderProfiles(payload, account)),
    shownFields(PROFILE_CRITERIA_FORM, locale),
    formText(locale),
  ])
  const byName = new Map<string, ShownField>(fields.map((field) => [field.name, field]))
  const page = publicPath('/login/search-profile', locale)
  const text: ProfileFormText = { ...shared, change: t('change'), save: t('save'), saving: t('saving'), server: shared.problems.server }
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'Europe/Brussels' })

  return (
    <>
      <Breadcrumb locale={locale} items={[{ label: t('breadcrumb') }]} />
      <div className="container page search-profiles">
        <header className="page__header search-profiles__header">
          <h1>{t('title')}</h1>
          <p>{t('loggedInAs', { email: account.email })}</p>
          <div className="search-profiles__account">
            {account.owner && (
              <a className="button button--ghost" href={publicPath('/login/portal', locale)}>
                {t('portalLink')}
              </a>
            )}
            <LogoutButton locale={locale} />
          </div>
        </header>

        {notice &&
          (notice === 'refused' || notice === 'failed' ? (
            <p className="notice" role="alert">
              {t(`notices.${notice}`)}
            </p>
          ) : (
            <p className="notice notice--info" role="status">
              {t(`notices.${notice}`)}
            </p>
          ))}

        <AccountFavourites locale={locale} email={account.email} />

        {profiles.length === 0 ? (
          <div className="empty-state">
            <p>{t('empty')}</p>
            <p>
              <a className="button" href={publicPath('/demand-register', locale)}>
                {t('emptyLink')}
              </a>
            </p>
          </div>
        ) : (
          <>
            <p>{t('intro')}</p>
            {profiles.map((profile) => {
              const types = namesOf(profile.propertyTypes, byName.get('propertyTypes')?.options)
              const regions = namesOf(profile.regions, byName.get('regions')?.options)
              const headingId = `profile-${profile.id}-title`
              const min = profile.priceMin ?? null
              const max = profile.priceMax ?? null
              const price =
                min !== null && max !== null
                  ? t('priceBetween', { min: formatEuro(min, locale), max: formatEuro(max, locale) })
                  : min !== null
                    ? t('priceFrom', { min: formatEuro(min, locale) })
                    : max !== null
                      ? t('priceUpTo', { max: formatEuro(max, locale) })
                      : t('any')
              const minimums = (['minBedrooms', 'minBathrooms', 'minGarages', 'minParkings'] as const).map((name) => [name, profile[name]] as const)
              return (
                <section key={profile.id} id={`profile-${profile.id}`} className="panel profile-card" aria-labelledby={headingId}>
                  <div className="profile-card__head">
                    <h2 id={headingId}>{regions.length ? t('profileTitle', { goal: profile.goal, regions: regions.join(', ') }) : t('goalOnly', { goal: profile.goal })}</h2>
                    <span className={`status${profile.active ? '' : ' status--option'}`}>{profile.active ? t('active') : t('paused')}</span>
                  </div>
                  <p className="muted">
                    {t('registered', { date: date.format(new Date(profile.createdAt)) })} · {profile.active ? t('activeHint') : t('pausedHint')}
                  </p>
                  <div className="attributes">
                    <dl>
                      <div>
                        <dt>{tf('fields.propertyTypes')}</dt>
                        <dd>{types.join(', ') || t('any')}</dd>
                      </div>
                      <div>
                        <dt>{tf('fields.regions')}</dt>
                        <dd>{regions.join(', ') || t('any')}</dd>
                      </div>
                      <div>
                        <dt>{t('price')}</dt>
                        <dd>{price}</dd>
                      </div>
                      {minimums.map(([name, value]) => (
                        <div key={name}>
                          <dt>{tf(`fields.${name}`)}</dt>
                          <dd>{typeof value === 'number' ? value : t('any')}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>

                  {confirmDelete === String(profile.id) ? (
                    <div className="profile-card__confirm" role="group" aria-labelledby={`${headingId}-delete`}>
                      <h3 id={`${headingId}-delete`}>{t('deleteTitle')}</h3>
                      <p>{t('deleteBody')}</p>
                      <form action={removeProfile} className="profile-card__actions">
                        <input type="hidden" name="profile" value={profile.id} />
                        <input type="hidden" name="locale" value={locale} />
                        <button type="submit" className="button button--danger">
                          {t('deleteConfirm')}
                        </button>
                        <a className="button button--ghost" href={`${page}#profile-${profile.id}`}>
                          {t('deleteCancel')}
                        </a>
                      </form>
                    </div>
                  ) : (
                    <div className="profile-card__actions">
                      <ProfileForm profileId={profile.id} locale={locale} fields={fields} values={formValues(profile)} text={text} />
                      <form action={switchProfileAlerts}>
                        <input type="hidden" name="profile" value={profile.id} />
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="active" value={profile.active ? 'false' : 'true'} />
                        <button type="submit" className="button button--ghost">
                          {profile.active ? t('pause') : t('resume')}
                        </button>
                      </form>
                      <a className="button button--ghost" href={`${page}?delete=${profile.id}#profile-${profile.id}`}>
                        {t('delete')}
                      </a>
                    </div>
                  )}
                </section>
              )
            })}
            <p>
              <a href={publicPath('/demand-register', locale)}>{t('addAnother')}</a>
            </p>
          </>
        )}
      </div>
    </>
  )
}

/** After the last profile went, the session is gone: a goodbye without anything personal. */
async function ProfileDeletedView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'searchProfileAccount' })
  return (
    <>
      <Breadcrumb locale={locale} items={[{ label: t('breadcrumb') }]} />
      <div className="container page thank-you">
        <h1>{t('deletedTitle')}</h1>
        <p className="lead">{t('deletedBody')}</p>
        <p>
          <a className="button" href={publicPath('/', locale)}>
            {t('home')}
          </a>
        </p>
      </div>
    </>
  )
}
