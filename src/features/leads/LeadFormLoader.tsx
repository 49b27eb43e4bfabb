'use client'

import { type ComponentProps, useRef } from 'react'

import { lazyIsland } from '@/shared/components/islands'
import { useFormBeforeCode } from '@/shared/forms/use-form-before-code'

/**
 * The form as a lazy island (issue 22): server-rendered as usual, so it reads and posts without JavaScript,
 * but its browser code (the checks, the anti-robot widget) is fetched only when the form comes near the
 * screen or the visitor starts on it, not with the page; a folded form, once opened. Not `next/dynamic`,
 * which lists the chunk in the page's first load.
 */
const LeadFormIsland = lazyIsland(() => import('./LeadForm').then((module) => module.LeadForm), { name: 'lead-form', wake: 'visible' })

/** Boxes ticked and a send pressed before the code came are not lost (useFormBeforeCode). */
export function LeadForm(props: ComponentProps<typeof LeadFormIsland>) {
  const wrapper = useRef<HTMLDivElement>(null)
  useFormBeforeCode(wrapper)
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      <LeadFormIsland {...props} />
    </div>
  )
}
