/**
 * The group a client address is limited and counted by (ADR 0041): an IPv4 address is itself; an IPv6
 * address is its /64, the network one subscriber line or host gets, so cycling through the 2^64 addresses of
 * one's own prefix does not make a new visitor or a new form budget. IPv4-mapped IPv6 is the IPv4 address.
 * Anything that is not an address (`unknown`) is kept as it is, lower case.
 */
export function addressGroup(address: string): string {
  const trimmed = address.trim().toLowerCase().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed)
  if (mapped) return mapped[1]!
  if (!trimmed.includes(':')) return trimmed
  const hextets = expandIpv6(trimmed.split('%')[0]!)
  if (!hextets) return trimmed
  return `${hextets.slice(0, 4).join(':')}::/64`
}

/** The eight hextets of an IPv6 address without leading zeros, or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  let text = address
  // An embedded IPv4 tail (::1.2.3.4, 64:ff9b::1.2.3.4) is two hextets.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (tail) {
    const bytes = tail.slice(1).map(Number)
    if (bytes.some((byte) => byte > 255)) return null
    text = `${text.slice(0, tail.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const part = (half: string) => (half === '' ? [] : half.split(':'))
  const head = part(halves[0]!)
  const rest = halves.length === 2 ? part(halves[1]!) : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const all = [...head, ...Array<string>(missing).fill('0'), ...rest]
  if (!all.every((hextet) => /^[0-9a-f]{1,4}$/.test(hextet))) return null
  return all.map((hextet) => parseInt(hextet, 16).toString(16))
}
