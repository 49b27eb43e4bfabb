/**
 * A redirect to a path of this site. The public address comes from SITE_URL when it is set; otherwise from
 * the Host header the visitor sent. The URL the framework builds itself can carry another host name
 * (localhost behind a proxy), and the browser would then lose its cookies. Forwarded headers are not
 * trusted: set SITE_URL behind a proxy.
 */
export function redirectTo(request: Request, path: string, status: 301 | 302 | 307 | 308, headers: Record<string, string> = {}): Response {
  const fallback = new URL(request.url)
  const origin = process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : `${fallback.protocol}//${request.headers.get('host') ?? fallback.host}`
  return new Response(null, { status, headers: { Location: new URL(path, origin).toString(), ...headers } })
}
