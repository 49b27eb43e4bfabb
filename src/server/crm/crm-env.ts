import { z } from 'zod'

import { feedUrlProblem } from '../../domain/feed/feed-file'
import { parseLanguages } from '../../domain/omnicasa/call'

/**
 * The CRM's settings in the environment (issue 21, docs/decisions/0054-crm-sources.md), validated with the
 * rest in src/server/env.ts. Credentials live here only, never in a field the admin shows or a log prints.
 */
export const crmEnvShape = {
  /** Omnicasa's service base, e.g. https://newapi.omnicasa.com/1.12/OmnicasaService.svc; any address, loopback included. */
  OMNICASA_API_URL: z
    .string()
    .trim()
    .refine((url) => /^https?:\/\/[^/\s]+/.test(url) && URL.canParse(url), 'must be an http(s) URL such as https://newapi.omnicasa.com/1.12/OmnicasaService.svc')
    .optional(),
  OMNICASA_CUSTOMER_NAME: z.string().trim().min(1).optional(),
  OMNICASA_CUSTOMER_PASSWORD: z.string().min(1).optional(),
  /** The languages the agency's account serves, Dutch included: "nl,fr,en" (the default, when unset), "nl,fr,en,de". */
  OMNICASA_LANGUAGES: z
    .string()
    .refine((text) => parseLanguages(text) !== null, 'must list languages among nl, fr, en, de, comma-separated, nl included')
    .optional(),
  /** Any other CRM's export in the import file's format; used when Omnicasa is not set. */
  CRM_FEED_URL: z
    .string()
    .trim()
    .superRefine((url, context) => {
      const problem = feedUrlProblem(url)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    .optional(),
}

export type CrmEnv = {
  OMNICASA_API_URL?: string
  OMNICASA_CUSTOMER_NAME?: string
  OMNICASA_CUSTOMER_PASSWORD?: string
  OMNICASA_LANGUAGES?: string
  CRM_FEED_URL?: string
}

const OMNICASA_KEYS = ['OMNICASA_API_URL', 'OMNICASA_CUSTOMER_NAME', 'OMNICASA_CUSTOMER_PASSWORD'] as const

/** Omnicasa's three settings come together or not at all: two of three is a typo, not a choice. */
export const omnicasaAllOrNone = {
  check: (env: CrmEnv) => OMNICASA_KEYS.every((key) => env[key]) || OMNICASA_KEYS.every((key) => !env[key]),
  message: `set ${OMNICASA_KEYS.join(', ')} together, or none of them`,
  path: ['OMNICASA_API_URL'],
}
