'use client'

import { lazyIsland } from '@/shared/components/islands'

/**
 * The thank-you page's recap and heading focus (ADR 0070): not in the first load (ADR 0063); it wakes when the
 * browser is idle, or at once after the form's redirect (a client-side navigation has no server HTML to keep).
 */
export const ThankYouRecap = lazyIsland(() => import('./ThankYouRecap').then((m) => m.ThankYouRecap), { name: 'thank-you-recap', wake: 'idle' })
