'use client'

import dynamic from 'next/dynamic'

/**
 * The form's browser code as its own chunk: server-rendered as usual, but fetched only by pages that show a
 * form, not by every page whose route could show one (home and listings are CMS pages with modules).
 * `next/dynamic`, not React's `lazy`: `lazy` streams the form inside a hidden Suspense segment that only
 * JavaScript reveals, so without JavaScript the form was invisible.
 */
export const LeadForm = dynamic(() => import('./LeadForm').then((module) => module.LeadForm))
