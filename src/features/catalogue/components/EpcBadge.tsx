import type { EpcBadge as Badge } from '@/domain/key-facts'

/**
 * An EPC class as a small label in its scale colour (the property page's key facts, the cards). `name`
 * ('EPC', 'PEB') is read by screen readers before the class where nothing else says what the letter is.
 */
export function EpcBadge({ badge, name }: { badge: Badge; name?: string }) {
  return (
    <span className="epc-badge" style={{ '--label-bg': badge.background, '--label-fg': badge.text } as React.CSSProperties}>
      {name && <span className="visually-hidden">{name} </span>}
      {badge.label}
    </span>
  )
}
