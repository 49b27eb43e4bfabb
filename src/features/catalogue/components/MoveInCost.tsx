import { getTranslations } from 'next-intl/server'

import { formatEuro } from '@/domain/money'
import { priceDisplay } from '@/domain/offer'
import { rentalTerms } from '@/domain/terms'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

/**
 * What a tenant pays before moving in (issue 23 §1): the rental deposit (the CRM's, else the usual three
 * months' rent, said so) and the first month's rent with its charges, shown before the rent application form.
 * The same rule as the application's own terms (domain/terms.ts rentalTerms). Nothing for a hidden rent.
 */
export async function MoveInCost({ property, locale }: { property: Property; locale: Locale }) {
  const display = priceDisplay(property)
  if (property.goal !== 'rent' || display.kind === 'onRequest') return null
  const terms = rentalTerms({ rent: display.amount, chargesRenter: property.chargesRenter, deposit: property.deposit })
  if (!terms) return null
  const t = await getTranslations({ locale, namespace: 'figures' })
  const euro = (amount: number) => formatEuro(amount, locale)
  return (
    <section className="move-in" aria-labelledby="move-in-title" data-testid="move-in">
      <h2 id="move-in-title">{t('moveInTitle')}</h2>
      <dl>
        <div>
          <dt>{t(terms.depositKnown ? 'moveInDeposit' : 'moveInDepositUsual')}</dt>
          <dd>{euro(terms.deposit)}</dd>
        </div>
        <div>
          <dt>{t('moveInFirstMonth')}</dt>
          <dd>{euro(terms.firstPayment)}</dd>
        </div>
        <div className="move-in__total">
          <dt>{t('moveInTotal')}</dt>
          <dd>{euro(terms.moveIn)}</dd>
        </div>
      </dl>
    </section>
  )
}
