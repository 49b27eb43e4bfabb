'use client'

import dynamic from 'next/dynamic'

/**
 * The form's browser code as its own chunk: server-rendered as usual, but fetched only by pages that show a
 * form, not by every page whose route could show one (home and listings are CMS pages with modules).
 */
export const LeadForm = dynamic(() => import('./LeadForm').then((module) => module.LeadForm))
