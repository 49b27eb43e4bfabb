import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { ThankYouForm } from '@/domain/forms/forms'
import { buildMetadata } from '@/features/site/metadata'
import { isLocale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import { Breadcrumb } from './components/Breadcrumb'

export { isThankYouForm } from '@/domain/forms/forms'

export async function ThankYou({ locale, form }: { locale: string; form: ThankYouForm }) {
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'thankYou' })
  return (
    <>
      <Breadcrumb locale={locale} items={[{ label: t('breadcrumb') }]} />
      <div className="container page thank-you">
        <h1>{t('title')}</h1>
        <p className="lead">{t(form)}</p>
        <p>
          <a className="button" href={publicPath('/', locale)}>
            {t('back')}
          </a>
        </p>
      </div>
    </>
  )
}

export async function thankYouMetadata(locale: string, form: ThankYouForm): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'thankYou' })
  return buildMetadata(locale, publicPath(`/thank-you/${form}`, locale), { title: t('title'), description: t(form), noIndex: true })
}
