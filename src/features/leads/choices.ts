import type { Choices } from '@/domain/forms/fields'
import { INTL_LOCALE, type Locale } from '@/i18n/locales'
import { goalsOf } from '@/domain/property-types'
import { getPayloadClient } from '@/server/payload'

import { openSlots } from '@/features/visit-booking'
import type { Option } from './LeadForm'

const TIME_ZONE = 'Europe/Brussels'

/** The choices a form looks up: property types, regions, or a property's open visit moments. */
export async function loadChoices(choices: Exclude<Choices, readonly string[]>, locale: Locale, subject?: { property?: number }): Promise<Option[]> {
  const payload = await getPayloadClient()
  if (choices === 'propertyTypes') {
    const { docs } = await payload.find({ collection: 'property-types', locale, sort: 'showOrder', limit: 50, depth: 0 })
    // A type with neither flag is offered by no form; the others say for which goal (buy or rent) they are (ADR 0073).
    return docs.flatMap((type) => {
      const goals = goalsOf(type).map((goal) => (goal === 'sale' ? 'buy' : goal))
      return goals.length > 0 ? [{ value: String(type.id), label: type.name, goals: goals.join(' ') }] : []
    })
  }
  if (choices === 'regions') {
    const { docs } = await payload.find({ collection: 'regions', locale, sort: 'name', limit: 100, depth: 0 })
    return docs.map((region) => ({ value: String(region.id), label: region.name }))
  }
  if (!subject?.property) return []
  const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: TIME_ZONE })
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE })
  return (await openSlots(payload, subject.property)).map((slot) => ({
    value: String(slot.id),
    label: `${day.format(new Date(slot.startsAt))}, ${time.format(new Date(slot.startsAt))}–${time.format(new Date(slot.endsAt))}`,
  }))
}
