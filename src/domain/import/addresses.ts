import { BlockList, isIP } from 'node:net'

/**
 * Addresses the importer never downloads from: whatever a feed or a redirect says, a media URL must not
 * reach the agency's own network, the cloud metadata service or the machine itself (SSRF, ASVS 5.2.6 /
 * 12.6.1). IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are judged as the IPv4 address they carry.
 */
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (may reach IPv4 private ranges)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds any IPv4 address)
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6')
}

/** The IPv4 address inside ::ffff:a.b.c.d or ::ffff:0a0b:0c0d, if any. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address)
  if (!match) return null
  if (match[1]) return match[1]
  const high = parseInt(match[2]!, 16)
  const low = parseInt(match[3]!, 16)
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Whether an address must never be fetched from; anything that is not an IP address counts as forbidden. */
export function isForbiddenAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const version = isIP(plain)
  if (version === 4) return blocked.check(plain, 'ipv4')
  if (version !== 6) return true
  const v4 = mappedIpv4(plain.toLowerCase())
  if (v4) return blocked.check(v4, 'ipv4')
  return blocked.check(plain, 'ipv6')
}

/** Host allowlist entries: "cdn.example.com" matches itself, "*.example.com" any subdomain of it. */
export function hostAllowed(host: string, allowlist: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '')
  return allowlist.some((entry) => {
    const rule = entry.trim().toLowerCase()
    if (!rule) return false
    if (rule.startsWith('*.')) return name.endsWith(rule.slice(1)) && name.length > rule.length - 1
    return name === rule
  })
}

export function parseHostList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean)
}
