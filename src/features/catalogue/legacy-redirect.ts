import 'server-only'

import { redirectTo } from '@/i18n/redirect'

import { propertyPath, projectPath } from '@/shared/catalogue-paths'
import { getProjectByExternalId, getPropertyByExternalId } from './queries'

/** SPEC §2.1: /property/{id}/ and /project/{id}/ move permanently to their public Dutch paths. */
export async function legacyCatalogueRedirect(request: Request, kind: 'property' | 'project', rawId: string): Promise<Response> {
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : Number.NaN
  const target =
    kind === 'property'
      ? await getPropertyByExternalId(id, 'nl').then((p) => (p ? propertyPath(p, 'nl') : null))
      : await getProjectByExternalId(id, 'nl').then((p) => (p ? projectPath(p, 'nl') : null))
  // An unknown id still lands on the Dutch site, where the catch-all answers with the localised 404.
  return redirectTo(request, target ?? `/nl/${kind}/${encodeURIComponent(rawId)}/`, target ? 308 : 307)
}
