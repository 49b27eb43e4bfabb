'use client'

import { useEffect } from 'react'

/** The page's own translation, from the hreflang links its metadata put in the head (shared/site/metadata.ts). */
function alternateOf(language: string): string | null {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const code = link.hreflang.toLowerCase().split('-')[0]
    if (code === language && link.hreflang !== 'x-default') return new URL(link.href).pathname
  }
  return null
}

/** Points a language link at the page's translation, with the address's query; leaves the home when there is none. */
function point(link: HTMLAnchorElement) {
  const alternate = alternateOf(link.dataset.switchLanguage ?? '')
  if (alternate) link.href = alternate + window.location.search
}

/**
 * What the language links (LanguageLinks, server HTML) do with JavaScript: lead to the page's own
 * translation. Renders nothing, so the links never hydrate; a click is pointed again in case the head changed.
 */
export function LanguageLinksScript() {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-switch-language]')) point(link)
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-switch-language]')
      if (link) point(link)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
  return null
}
