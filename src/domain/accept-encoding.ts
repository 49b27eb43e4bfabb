/**
 * Whether a request's Accept-Encoding lets the server answer gzip (RFC 9110 §12.5.3): gzip (or x-gzip) named
 * with a weight above 0, or `*` above 0 without gzip refused by name. scripts/whole-answers.mjs sends a
 * cached page's gzip bytes on this; every other answer is compressed by the `compression` middleware.
 * Pure; relative imports only: scripts/serve.mjs runs this file without a build.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  let gzip: number | undefined
  let any: number | undefined
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const weight = params.find((param) => param.startsWith('q='))
    const q = weight === undefined ? 1 : Number(weight.slice(2))
    if (Number.isNaN(q)) continue
    if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, q)
    else if (name === '*') any = q
  }
  return gzip !== undefined ? gzip > 0 : any !== undefined && any > 0
}
