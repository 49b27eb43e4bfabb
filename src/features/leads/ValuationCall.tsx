import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import { LeadFormSection } from './LeadFormSection'

/**
 * How the seller pages end: the free valuation, as a button to its page and as its short
 * form right here (the same lead, schema and action as the full form, with its essential fields only).
 */
export async function ValuationCall({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms.valuationCall' })
  return (
    <section className="valuation-call" aria-labelledby="valuation-call-title" data-testid="valuation-call">
      <div className="valuation-call__text">
        <h2 id="valuation-call-title">{t('title')}</h2>
        <p>{t('text')}</p>
        <a className="button button--accent" href={publicPath('/free-valuation', locale)}>
          {t('button')}
        </a>
      </div>
      <LeadFormSection kind="free-valuation" locale={locale} short title={t('formTitle')} intro={t('formIntro')} headingLevel={3} />
    </section>
  )
}
