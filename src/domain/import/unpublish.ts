/**
 * When a full feed may unpublish what it no longer lists. A CRM export that arrives empty, cut short or
 * mostly unreadable looks exactly like "everything was sold": without these rules one bad night would
 * empty the public catalogue. Staff can still force a large clean-up (`npm run import -- FILE --force`).
 */

/** At most this share of the published catalogue is unpublished by one import without --force. */
export const DEFAULT_MAX_UNPUBLISH_SHARE = 0.2

export type UnpublishCheck = {
  /** Properties published before the import. */
  published: number
  /** Published properties the feed no longer lists. */
  toUnpublish: number
  /** Property records in the feed, readable or not. */
  listed: number
  /** Property records the import rejected. */
  rejected: number
  maxShare?: number
}

/** Which rule refused: an empty feed, a mostly rejected one, or more than the share (the one a person may overrule). */
export type RefusalRule = 'empty' | 'rejected' | 'share'
export type UnpublishDecision = { allowed: true } | { allowed: false; rule: RefusalRule; reason: string }

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`

export function decideUnpublish({ published, toUnpublish, listed, rejected, maxShare = DEFAULT_MAX_UNPUBLISH_SHARE }: UnpublishCheck): UnpublishDecision {
  if (toUnpublish <= 0) return { allowed: true }
  if (listed === 0) return { allowed: false, rule: 'empty', reason: `the feed lists no properties; it would unpublish all ${toUnpublish}` }
  if (rejected * 2 > listed) return { allowed: false, rule: 'rejected', reason: `${rejected} of ${listed} property records were rejected` }
  const share = published === 0 ? 1 : toUnpublish / published
  if (share > maxShare) {
    return { allowed: false, rule: 'share', reason: `it would unpublish ${toUnpublish} of ${published} published properties (${percent(share)}, the limit is ${percent(maxShare)})` }
  }
  return { allowed: true }
}

/** Reads a share given as "20", "20%" or "0.2". */
export function parseShare(value: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(value)
  if (!match) return null
  const number = Number(match[1])
  const share = match[2] || number > 1 ? number / 100 : number
  return share >= 0 && share <= 1 ? share : null
}
