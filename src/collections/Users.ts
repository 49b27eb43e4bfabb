import { APIError, type CollectionConfig, Forbidden, ValidationError } from 'payload'

import { SITE_STORAGE } from '../domain/cookies'
import { checkStaffPassword, PASSWORD_MESSAGES } from '../domain/staff-password'
import { clientAddressOf } from '../server/client-address'
import { getEnv } from '../server/env'
import { loginSucceeded, takeLoginAttempt, takeResetRequest } from '../server/staff-throttle'

import { administrators, administratorsField, hasRole, ROLES } from './roles'

const env = getEnv()

function passwordRule(password: unknown) {
  if (typeof password !== 'string') return
  const problem = checkStaffPassword(password)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: PASSWORD_MESSAGES[problem] }] })
}

/** 429 for a throttled login or reset; logged at info level by name (payload.config loggingLevels), without a stack. */
export class TooManyAttempts extends APIError {
  constructor() {
    super('Too many attempts from this address. Wait a quarter of an hour and try again.', 429, null, true)
    this.name = 'TooManyAttempts'
  }
}
const tooMany = () => new TooManyAttempts()

/**
 * Agency staff: they log in at /admin. Roles: administrators manage users and roles, HR reads job
 * applications and CVs, agents edit the catalogue and read the other leads. There is always at least one
 * administrator. First registration (/admin/create-first-user) is closed: see src/server/admin-user.ts.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Agency', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    cookies: { secure: env.secureCookies, sameSite: 'Lax' },
    // The session cookie's lifetime is the one the cookie policy lists (domain/cookies.ts); Payload's default.
    tokenExpiration: SITE_STORAGE.staffSession.lifetime.seconds,
  },
  access: {
    // Administrators see every staff user; everyone else only themselves.
    read: ({ req }) => (hasRole(req.user, 'administrator') ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: administrators,
    update: ({ req }) => (hasRole(req.user, 'administrator') ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: administrators,
    unlock: administrators,
  },
  hooks: {
    beforeOperation: [
      async ({ args, operation, req }) => {
        // Open first registration stays closed in every mode: only the server itself (local API) creates
        // a user without a logged-in administrator.
        if (operation === 'create' && !req.user && req.payloadAPI !== 'local') throw new Forbidden(req.t)
        if (operation === 'login' && req.payloadAPI !== 'local') {
          if (!(await takeLoginAttempt(clientAddressOf(req.headers)))) throw tooMany()
        }
        if (operation === 'forgotPassword' && req.payloadAPI !== 'local') {
          const account = typeof args.data?.email === 'string' ? args.data.email : String(args.data?.username ?? '')
          if (!(await takeResetRequest(clientAddressOf(req.headers), account))) throw tooMany()
        }
        if (operation === 'resetPassword') passwordRule(args.data?.password)
        return args
      },
    ],
    beforeValidate: [
      ({ data }) => {
        passwordRule(data?.password)
        return data
      },
    ],
    afterLogin: [
      async ({ req, user }) => {
        if (req.payloadAPI !== 'local') await loginSucceeded(clientAddressOf(req.headers))
        return user
      },
    ],
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        // The last administrator keeps the role.
        if (operation === 'update' && hasRole(originalDoc, 'administrator') && data.roles && !hasRole(data, 'administrator')) {
          const others = await req.payload.count({ collection: 'users', where: { and: [{ roles: { in: ['administrator'] } }, { id: { not_equals: originalDoc.id } }] }, req })
          if (others.totalDocs === 0) throw new ValidationError({ collection: 'users', errors: [{ path: 'roles', message: 'There must always be at least one administrator.' }] })
        }
        return data
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        const user = await req.payload.findByID({ collection: 'users', id, depth: 0, req, overrideAccess: true })
        if (!hasRole(user, 'administrator')) return
        const others = await req.payload.count({ collection: 'users', where: { and: [{ roles: { in: ['administrator'] } }, { id: { not_equals: id } }] }, req })
        if (others.totalDocs === 0) throw new APIError('The last administrator cannot be deleted.', 400, null, true)
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['agent'],
      saveToJWT: true,
      options: ROLES.map((value) => ({ label: { administrator: 'Administrator', agent: 'Agent', hr: 'HR' }[value], value })),
      // Only administrators give or take roles: an agent editing its own account cannot raise itself.
      access: { create: administratorsField, update: administratorsField },
      admin: { description: 'Administrators manage staff users; HR reads job applications and CVs.' },
    },
  ],
}
