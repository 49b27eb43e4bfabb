import { getTranslations } from 'next-intl/server'

import { energyClass, energyClassLabel, needsRenovationNotice } from '@/domain/energy'
import { energyRegion } from '@/domain/region'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

const SCALES = {
  flanders: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'],
  wallonia: ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
  brussels: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
  luxembourg: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
} as const

/** The EPC class on its region's scale (SPEC §9), with the Flemish renovation obligation for E and F. */
export async function EnergyLabel({ property, locale }: { property: Property; locale: Locale }) {
  const region = energyRegion(property)
  const klass = energyClass(region, property.energyPerformance, property.epcLabel)
  if (!region || !klass) return null
  const t = await getTranslations({ locale, namespace: 'detail' })
  const scale: readonly string[] = SCALES[region]
  // Brussels sub-classes (b_plus, c_sub…) sit on the row of their letter.
  const row = scale.includes(klass) ? klass : klass.split('_')[0]!
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
    </section>
  )
}

/**
 * The familiar label colours, dark green to dark red, each with a text colour that reads at 4.5:1 or better.
 * Scales of 7 to 9 steps spread over the seven colours.
 */
const LABEL_COLOURS = [
  ['#00703c', '#fff'],
  ['#4caf50', '#0b2a4a'],
  ['#a4c639', '#0b2a4a'],
  ['#ffd500', '#0b2a4a'],
  ['#f59c00', '#0b2a4a'],
  ['#c2410c', '#fff'],
  ['#b3151c', '#fff'],
] as const

function energyColours(index: number, steps: number) {
  const [background, text] = LABEL_COLOURS[Math.round((index / Math.max(1, steps - 1)) * (LABEL_COLOURS.length - 1))]!
  return { '--label-bg': background, '--label-fg': text }
}
