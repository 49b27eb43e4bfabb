'use client'

import { useEffect, useState } from 'react'

/** What the video and tour players need in their iframe, nothing more (ADR 0013): no forms, popups or top navigation. */
const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation'

type Props = { embedUrl: string; pageUrl: string; title: string; texts: { notice: string; show: string; open: string } }

/**
 * A video or virtual tour of another service, loaded only when the visitor asks for it: that service may store
 * data in the browser, which no cookie choice of ours covers. Without JavaScript, the link opens it on its own site.
 */
export function ExternalPlayer({ embedUrl, pageUrl, title, texts }: Props) {
  const [interactive, setInteractive] = useState(false)
  const [shown, setShown] = useState(false)
  // The button works only once the page is interactive: before that, only the link is offered.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setInteractive(true), [])
  if (shown) {
    return <iframe className="embed" src={embedUrl} title={title} allowFullScreen sandbox={EMBED_SANDBOX} referrerPolicy="strict-origin-when-cross-origin" />
  }
  return (
    <div className="embed embed--asked">
      <p>{texts.notice}</p>
      <p className="embed__actions">
        {interactive && (
          <button type="button" className="button" aria-label={`${texts.show}: ${title}`} onClick={() => setShown(true)}>
            {texts.show}
          </button>
        )}
        <a href={pageUrl} target="_blank" rel="noopener noreferrer">
          {texts.open}
        </a>
      </p>
    </div>
  )
}
