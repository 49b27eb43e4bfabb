import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ENERGY_SCALES, energyClassLabel, energyLabelState, energyScaleRow, energyStepColours, needsRenovationNotice } from '@/domain/energy'
import { energyRegion } from '@/domain/region'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

/**
 * The EPC class on its region's scale (SPEC §9), with the Flemish renovation obligation for E and F, and the
 * energy figures of the property (`details`): everything about energy in one place of the page. "Not known"
 * when the CRM sent 0 (issue 23 §1), never a class it does not have.
 */
export async function EnergyLabel({ property, locale, details }: { property: Property; locale: Locale; details?: ReactNode }) {
  const region = energyRegion(property)
  const state = region ? energyLabelState(region, property.energyPerformance, property.epcLabel) : null
  const t = await getTranslations({ locale, namespace: 'detail' })
  if (!region || !state)
    return details ? (
      <section className="energy" aria-labelledby="energy-title">
        <h2 id="energy-title">{t('energyTitle')}</h2>
        {details}
      </section>
    ) : null
  if (state.kind === 'unknown') {
    const figures = await getTranslations({ locale, namespace: 'figures' })
    return (
      <section className="energy" aria-labelledby="energy-title">
        <h2 id="energy-title">{t('energyTitle')}</h2>
        <p className="energy__region">{t(`energyRegion_${region}`)}</p>
        <p className="notice notice--info" data-testid="energy-unknown">
          {figures('energyUnknown')}
        </p>
        {details}
      </section>
    )
  }
  const klass = state.energyClass
  const scale: readonly string[] = ENERGY_SCALES[region]
  const row = energyScaleRow(region, klass)
  return (
    <section className="energy" aria-labelledby="energy-title">
      <h2 id="energy-title">{t('energyTitle')}</h2>
      <p className="energy__region">{t(`energyRegion_${region}`)}</p>
      <ol className="energy__scale" aria-label={t('energyClassOf', { label: energyClassLabel(klass) })}>
        {scale.map((step, index) => (
          <li
            key={step}
            className={step === row ? 'energy__step energy__step--current' : 'energy__step'}
            style={{ '--step': index, '--steps': scale.length, ...energyColours(index, scale.length) } as React.CSSProperties}
            aria-current={step === row ? 'true' : undefined}
          >
            <span>{step === row ? energyClassLabel(klass) : energyClassLabel(step)}</span>
          </li>
        ))}
      </ol>
      {needsRenovationNotice(region, klass) && <p className="notice notice--info">{t('renovationObligation')}</p>}
      {details}
    </section>
  )
}

function energyColours(index: number, steps: number) {
  const { background, text } = energyStepColours(index, steps)
  return { '--label-bg': background, '--label-fg': text }
}
