'use client'

import type { MouseEvent } from 'react'

import { useBrowserLocation } from '@/shared/components/current-location'

/** The page's own translations, from the hreflang links its metadata put in the head (shared/site/metadata.ts). */
function alternateOf(language: string): string | null {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const code = link.hreflang.toLowerCase().split('-')[0]
    if (code === language && link.hreflang !== 'x-default') return new URL(link.href).pathname
  }
  return null
}

type Props = { languages: string[]; current: string; homes: Record<string, string> }

/**
 * Language links that open the same page in the other language, keeping the query (a listing's filters).
 * The cached shell cannot know the page: it links each language's home, and the browser puts in the page's
 * own translation once it runs (and again at the click, in case the head changed since).
 */
export function LanguageLinks({ languages, current, homes }: Props) {
  const location = useBrowserLocation()
  const target = (language: string) => {
    const alternate = location ? alternateOf(language) : null
    return alternate ? alternate + (location?.search ?? '') : homes[language]!
  }
  const follow = (language: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const alternate = alternateOf(language)
    if (alternate) event.currentTarget.href = alternate + window.location.search
  }
  return (
    <ul>
      {languages.map((language) => (
        <li key={language}>
          <a href={target(language)} onClick={follow(language)} hrefLang={language} lang={language} aria-current={language === current ? 'true' : undefined}>
            {language.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  )
}
