import { createTranslator } from 'use-intl/core'

import de from '../../messages/de.json'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'

import type { Locale } from './locales'

/**
 * All four catalogues, for texts made outside a page render (mails, jobs, plain route handlers), where
 * next-intl's request-bound getTranslations is not available.
 */
export const MESSAGES = { nl, fr, en, de } as const

export type Namespace = keyof typeof nl

export const translatorFor = <N extends Namespace>(locale: Locale, namespace: N) => createTranslator({ locale, messages: MESSAGES[locale], namespace })
