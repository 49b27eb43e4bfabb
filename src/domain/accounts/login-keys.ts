import { isIPv6 } from 'node:net'

/**
 * The keys login throttling counts under (ADR 0042). A client address is one key, except IPv6, where one
 * subscriber holds a whole /64: its first four groups are the key, or a single machine would have 2^64
 * fresh budgets. The account's lock is per account AND address, so failures from one place lock that place
 * out of that account, never the account's holder somewhere else.
 */
export function addressKey(address: string): string {
  const bare = address.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!isIPv6(bare)) return bare
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/.test(bare)) return bare.slice('::ffff:'.length)
  const [head = '', tail = ''] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = bare.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = bare.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export function accountAddressKey(email: string, address: string): string {
  return `${email}|${addressKey(address)}`
}
