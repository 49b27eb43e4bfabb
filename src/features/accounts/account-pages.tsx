import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ACCOUNT_ERROR_WORDS, ACCOUNT_FORMS, type AccountFormName, FORM_PROBLEMS } from '@/domain/accounts/account-forms'
import { Breadcrumb } from '@/shared/components/Breadcrumb'
import { getPage } from '@/features/content'
import { buildMetadata } from '@/shared/site/metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'
import type { ShownField } from '@/shared/forms/FormField'
import { formWords } from '@/shared/forms/form-words'

import type { AccountFormText } from './components/AccountForm'
import { LoginForm } from './components/LoginForm'
import { NewPasswordForm } from './components/NewPasswordForm'
import { ReminderForm } from './components/ReminderForm'
import { peekToken } from './tokens'

/**
 * The account pages: the login page's form (inside its CMS page), "forgot your password" and the page a
 * mail's link opens. Everything under /{locale}/login/… is answered `private, no-store` (cache-control.ts);
 * the login page itself is a cached public page, so its form shows nothing personal.
 */

type LocaleParams = { params: Promise<{ locale: string }> }
type TokenParams = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function localeOf(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

/** The words every account form shares: every form's error messages, with the account pages' own wording where they have one. */
async function formText(locale: Locale): Promise<Omit<AccountFormText, 'submit' | 'submitting'>> {
  const [t, forms] = await Promise.all([getTranslations({ locale, namespace: 'account' }), formWords(locale)])
  return {
    errors: { ...forms.errors, ...Object.fromEntries(ACCOUNT_ERROR_WORDS.map((key) => [key, t(`errors.${key}`)])) },
    fixErrors: forms.fixErrors,
    problems: Object.fromEntries(FORM_PROBLEMS.map((key) => [key, t(`problems.${key}`)])) as AccountFormText['problems'],
  }
}

type AccountFieldName = 'email' | 'password' | 'confirmation'

/** An account form's fields with their labels (and the new password's hint) in the visitor's language. */
async function accountFields(locale: Locale, form: AccountFormName): Promise<ShownField[]> {
  const t = await getTranslations({ locale, namespace: 'account' })
  return ACCOUNT_FORMS[form].fields.map((field) => ({
    ...field,
    // Every account form's field has its label under account.fields (a missing one is a type error here).
    label: t(`fields.${field.name as AccountFieldName}`),
    ...(field.type === 'new-password' ? { hint: t('hints.newPassword') } : {}),
  }))
}

/** The form below the login page's CMS content. */
export async function LoginSection({ locale }: { locale: Locale }) {
  const [t, text, fields] = await Promise.all([getTranslations({ locale, namespace: 'account' }), formText(locale), accountFields(locale, 'login')])
  return (
    <section className="account-panel" aria-labelledby="login-title">
      <h2 id="login-title">{t('login.title')}</h2>
      <p className="account-panel__intro">{t('login.intro')}</p>
      <LoginForm
        locale={locale}
        fields={fields}
        forgotHref={publicPath('/login/forgot-password', locale)}
        text={{ ...text, submit: t('login.submit'), submitting: t('login.submitting'), forgot: t('login.forgot'), passwordSet: t('login.passwordSet'), loggedOut: t('login.loggedOut') }}
      />
    </section>
  )
}

/** An account page's frame: breadcrumb through the login page, the title, then the panel. */
async function AccountPage({ locale, title, intro, children }: { locale: Locale; title: string; intro?: string; children: ReactNode }) {
  const login = await getPage('/login', locale)
  const crumbs = [...(login ? [{ label: login.title, href: publicPath('/login', locale) }] : []), { label: title }]
  return (
    <>
      <Breadcrumb locale={locale} items={crumbs} />
      <div className="container page">
        <section className="account-panel account-panel--alone" aria-labelledby="account-title">
          <h1 id="account-title">{title}</h1>
          {intro && <p className="account-panel__intro">{intro}</p>}
          {children}
        </section>
      </div>
    </>
  )
}

export async function ForgotPasswordPage({ params }: LocaleParams) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, text, fields] = await Promise.all([getTranslations({ locale, namespace: 'account' }), formText(locale), accountFields(locale, 'reminder')])
  return (
    <AccountPage locale={locale} title={t('reminder.title')} intro={t('reminder.intro')}>
      <ReminderForm
        locale={locale}
        fields={fields}
        loginHref={publicPath('/login', locale)}
        text={{ ...text, submit: t('reminder.submit'), submitting: t('reminder.submitting'), sent: t('reminder.sent'), spam: t('reminder.spam'), back: t('reminder.back') }}
      />
    </AccountPage>
  )
}

export async function NewPasswordPage({ params, searchParams }: TokenParams) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const { token } = await searchParams
  const [t, text, fields, link] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    formText(locale),
    accountFields(locale, 'newPassword'),
    peekToken(await getPayloadClient(), token),
  ])
  const askNewHref = publicPath('/login/forgot-password', locale)
  if (!link || typeof token !== 'string') {
    return (
      <AccountPage locale={locale} title={t('newPassword.invalidTitle')} intro={t('newPassword.invalidText')}>
        <p>
          <a className="button" href={askNewHref}>
            {t('newPassword.askNew')}
          </a>
        </p>
      </AccountPage>
    )
  }
  const invite = link.purpose === 'invite'
  return (
    <AccountPage
      locale={locale}
      title={invite ? t('newPassword.titleInvite') : t('newPassword.titleReset')}
      intro={invite ? t('newPassword.introInvite', { email: link.email }) : t('newPassword.introReset', { email: link.email })}
    >
      <NewPasswordForm
        locale={locale}
        token={token}
        email={link.email}
        fields={fields}
        askNewHref={askNewHref}
        text={{ ...text, submit: t('newPassword.submit'), submitting: t('newPassword.submitting'), askNew: t('newPassword.askNew') }}
      />
    </AccountPage>
  )
}

/** Titles in the visitor's language; never indexed (a search engine has no business with them). */
async function accountMetadata(params: LocaleParams['params'], route: '/login/forgot-password' | '/login/new-password', key: 'reminder' | 'newPassword'): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'account' })
  const title = key === 'reminder' ? t('reminder.title') : t('newPassword.metaTitle')
  return buildMetadata(locale, publicPath(route, locale), { title, description: t(`${key}.description`), noIndex: true })
}

export const forgotPasswordMetadata = ({ params }: LocaleParams) => accountMetadata(params, '/login/forgot-password', 'reminder')

/** The link's page also sends no Referer at all: its address held the token (the form removes it at once). */
export const newPasswordMetadata = async ({ params }: LocaleParams): Promise<Metadata> => ({
  ...(await accountMetadata(params, '/login/new-password', 'newPassword')),
  referrer: 'no-referrer',
})
