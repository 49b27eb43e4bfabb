'use client'

import { useEffect } from 'react'

import { formatCallSlot } from '@/domain/forms/call-slots'
import { readRecap } from '@/domain/forms/thank-you-recap'
import { STATISTICS_TIME_ZONE } from '@/domain/visits/windows'
import { useBrowserLocation } from '@/shared/components/current-location'

export type RecapTexts = { title: string; visit: string; visitHours: string; viewing: string; nextVisit: string; nextViewing: string }

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/**
 * The thank-you page's recap of what was asked (issue 23, ADR 0070): read in the browser from the address
 * the form's redirect made, since the page itself is cached and the same for everyone. Also gives the page's
 * heading the focus, so a screen reader starts at "Thank you" after the form.
 */
export function ThankYouRecap({ headingId, intlLocale, texts }: { headingId: string; intlLocale: string; texts: RecapTexts }) {
  const location = useBrowserLocation()
  useEffect(() => {
    document.getElementById(headingId)?.focus()
  }, [headingId])
  const recap = location ? readRecap(location.search) : null
  if (!recap) return null
  const dayFormat = new Intl.DateTimeFormat(intlLocale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: recap.kind === 'visit-request' ? 'UTC' : STATISTICS_TIME_ZONE })
  let asked: string
  if (recap.kind === 'visit-request') {
    const day = dayFormat.format(new Date(`${recap.day}T00:00:00Z`))
    const hours = new Intl.ListFormat(intlLocale, { type: 'disjunction' }).format(recap.slots.map((slot) => formatCallSlot(slot, intlLocale)))
    asked = recap.slots.length ? fill(texts.visitHours, { day, hours }) : fill(texts.visit, { day })
  } else {
    const time = new Intl.DateTimeFormat(intlLocale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: STATISTICS_TIME_ZONE })
    asked = fill(texts.viewing, { day: dayFormat.format(new Date(recap.startsAt)), from: time.format(new Date(recap.startsAt)), to: time.format(new Date(recap.endsAt)) })
  }
  return (
    <section className="panel thank-you__recap" aria-labelledby={`${headingId}-recap`}>
      <h2 id={`${headingId}-recap`}>{texts.title}</h2>
      <p>{asked}</p>
      <p>{recap.kind === 'visit-request' ? texts.nextVisit : texts.nextViewing}</p>
    </section>
  )
}
