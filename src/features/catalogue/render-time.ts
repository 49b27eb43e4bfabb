import 'server-only'

import { cache } from 'react'

/**
 * The instant a page is rendered, one per render, so every card of a page measures 'new' alike. A cached page
 * is rendered again within the hour (the layout's revalidate, ADR 0019), so a badge goes stale by at most that.
 */
export const renderTime = cache((): number => Date.now())
