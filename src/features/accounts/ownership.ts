import { relationId } from '@/domain/relation'
import type { Owner } from '@/payload-types'

/**
 * The property and project ids staff linked to this owner: the only ones the portal ever shows them. Apart
 * from guard.ts (which is server-only) so the portal's data functions and their tests use the same rule.
 */
export const ownedPropertyIds = (owner: Pick<Owner, 'properties'>): number[] => (owner.properties ?? []).map((property) => relationId(property))
export const ownedProjectIds = (owner: Pick<Owner, 'projects'>): number[] => (owner.projects ?? []).map((project) => relationId(project))
