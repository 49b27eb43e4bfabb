import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Staff roles. Administrators manage users and roles; HR reads job applications and CVs; agents the rest. */
export const ROLES = ['administrator', 'agent', 'hr'] as const
export type Role = (typeof ROLES)[number]

type WithRoles = { roles?: (string | null)[] | null } | null | undefined

export const hasRole = (user: WithRoles, ...roles: Role[]) => Boolean(user?.roles?.some((role) => roles.includes(role as Role)))

const userOf = (req: PayloadRequest) => req.user as WithRoles

export const administrators: Access = ({ req }) => hasRole(userOf(req), 'administrator')
export const administratorsField: FieldAccess = ({ req }) => hasRole(userOf(req), 'administrator')

/** CVs and job applications: HR and administrators only. */
export const readsCvs = (req: PayloadRequest) => hasRole(userOf(req), 'administrator', 'hr')
