'use client'

import { lazyIsland } from '@/shared/components/islands'

/**
 * The form as a lazy island (issue 22): server-rendered as usual, so it reads and posts without JavaScript,
 * but its browser code (the checks, the anti-robot widget) is fetched only when the form comes near the
 * screen or the visitor starts on it, not with the page; a folded form, once opened. Not `next/dynamic`,
 * which lists the chunk in the page's first load.
 */
export const LeadForm = lazyIsland(() => import('./LeadForm').then((module) => module.LeadForm), { name: 'lead-form', wake: 'visible' })
