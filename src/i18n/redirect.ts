/**
 * A redirect with a relative Location. Behind a proxy, or when a visitor uses another host name for the
 * same site, the absolute URL the framework would build can point to a host the browser did not ask for
 * (and so lose its cookies); a path always stays on the visitor's own host.
 */
export function redirectTo(path: string, status: 301 | 302 | 307 | 308, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { Location: path, ...headers } })
}
