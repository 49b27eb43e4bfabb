import 'server-only'

import { headers } from 'next/headers'

/** The public path of the current request, as the proxy saw it (e.g. '/fr/a-vendre/'). */
export async function getRequestPath(): Promise<string> {
  const value = (await headers()).get('x-public-path') ?? '/'
  return value.endsWith('/') ? value : `${value}/`
}

/** The query string of the current request ('' or '?city=…'), kept when switching language. */
export async function getRequestSearch(): Promise<string> {
  const value = (await headers()).get('x-public-search') ?? ''
  return value.startsWith('?') ? value : ''
}
