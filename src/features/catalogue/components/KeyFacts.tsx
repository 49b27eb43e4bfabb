import { getFormatter, getTranslations } from 'next-intl/server'

import { keyFacts, type KeyFact, type KeyFactsSource, type PriceNote } from '@/domain/key-facts'
import { formatEuro } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { priceDetailText, priceText } from '../price'
import { EpcBadge } from './EpcBadge'

type Props = { property: Property; locale: Locale; project: KeyFactsSource['project'] }

/**
 * The strip under a property's gallery (issue 23 §4): its price and what the price is, the price per m²,
 * bedrooms, living area and the EPC class, which leads to the energy section. The facts and their order are
 * src/domain/key-facts.ts; this only words them.
 */
export async function KeyFacts({ property, locale, project }: Props) {
  const [t, projectTexts, format] = await Promise.all([
    getTranslations({ locale, namespace: 'keyFacts' }),
    getTranslations({ locale, namespace: 'project' }),
    getFormatter({ locale }),
  ])
  const facts = keyFacts({ ...property, project })
  if (facts.length === 0) return null
  // The price in prices' own words (ADR 0068), and what it leaves unsaid under it: with VAT, the annuity, rent with charges.
  const [price, priceDetail] = await Promise.all([priceText(property, locale), priceDetailText(property, locale)])
  const note = facts.find((fact): fact is Extract<KeyFact, { kind: 'priceNote' }> => fact.kind === 'priceNote')?.note ?? null

  function noteText(priceNote: PriceNote): string {
    if (priceNote.kind === 'vat') return projectTexts(`pricesVat_${priceNote.pricesVat}`)
    if (priceNote.kind === 'annuity') return t('annuity', { amount: formatEuro(priceNote.monthly, locale) })
    return t(`charges_${priceNote.payer}`, { amount: formatEuro(priceNote.monthly, locale) })
  }

  function item(fact: KeyFact) {
    switch (fact.kind) {
      case 'price':
        return (
          <div key="price" className="key-facts__item key-facts__item--price">
            <dt>{t(property.goal === 'rent' ? 'rent' : 'price')}</dt>
            <dd>
              <span className="property-detail__price">{price}</span>
              {/* The annuity and the charges are in the price's own words; a unit's VAT note says what else is out. */}
              {note?.kind === 'vat' && <span className="key-facts__note price-vat">{noteText(note)}</span>}
              {priceDetail && (
                <span className="property-detail__price-detail" data-testid="price-detail">
                  {priceDetail}
                </span>
              )}
            </dd>
          </div>
        )
      case 'priceNote':
        // Said with the price, in its cell.
        return null
      case 'pricePerSquareMetre':
        return (
          <div key="perSquareMetre" className="key-facts__item">
            <dt>{t('pricePerSquareMetre')}</dt>
            {/* The figure the price-per-m² sort compares; a price written without VAT is divided with it (ADR 0080). */}
            <dd data-testid="price-per-area">{t(fact.withVat ? 'perSquareMetreWithVat' : 'perSquareMetre', { amount: formatEuro(fact.amount, locale) })}</dd>
          </div>
        )
      case 'bedrooms':
        return (
          <div key="bedrooms" className="key-facts__item">
            <dt>{t('bedrooms')}</dt>
            <dd>{format.number(fact.count)}</dd>
          </div>
        )
      case 'livingArea':
        return (
          <div key="livingArea" className="key-facts__item">
            <dt>{t('livingArea')}</dt>
            <dd>{t('area', { area: format.number(fact.squareMetres) })}</dd>
          </div>
        )
      case 'epc':
        return (
          <div key="epc" className="key-facts__item">
            <dt>{t('epc')}</dt>
            <dd>
              <a href="#energy-title" className="key-facts__epc" aria-label={t('epcOf', { label: fact.badge.label })}>
                <EpcBadge badge={fact.badge} />
              </a>
            </dd>
          </div>
        )
    }
  }

  return (
    <>
      <h2 className="visually-hidden">{t('title')}</h2>
      <dl className="key-facts property-detail__facts">{facts.map(item)}</dl>
    </>
  )
}
