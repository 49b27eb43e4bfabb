/**
 * The visitor's address for rate limits, from an X-Forwarded-For chain that ends with the socket address.
 *
 * Each proxy appends the address it received the request from, so only the right end of the list is
 * written by machines we run: a client can put anything at the left. With `trustedProxies` = n, the last n
 * entries are our own proxies and the entry before them is the client; with 0 (no proxy), the last entry
 * (the socket address, appended by our own server) is the client. The first entry is never used.
 */
export function clientAddress(forwardedFor: string | null | undefined, trustedProxies: number): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((entry) => normalise(entry.trim()))
    .filter(Boolean)
  if (hops.length === 0) return 'unknown'
  // More trusted hops than entries: the request did not come through all our proxies; take the left-most
  // we have, which is still one of ours or the socket, never a value the client chose beyond the chain.
  const index = Math.max(0, hops.length - 1 - Math.max(0, Math.trunc(trustedProxies)))
  return hops[index] ?? 'unknown'
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) and the IPv4 form count as one address. */
function normalise(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase()
}
