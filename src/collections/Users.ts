import { APIError, type CollectionConfig, Forbidden, type PayloadRequest, ValidationError } from 'payload'

import { checkStaffPassword, PASSWORD_MAX, PASSWORD_MIN, type PasswordProblem } from '../domain/staff-password'
import { staffMessage } from './staff-texts'
import { SITE_STORAGE } from '../domain/cookies'
import { clientAddressOf } from '../server/client-address'
import { getEnv } from '../server/env'
import { loginSucceeded, takeLoginAttempt, takeResetRequest } from '../server/staff-throttle'

import { administrators, administratorsField, hasRole, ROLES } from './roles'

const env = getEnv()

const passwordProblems = (req: PayloadRequest): Record<PasswordProblem, string> => ({
  tooShort: staffMessage(req, 'errors.passwordTooShort', { min: PASSWORD_MIN }),
  tooLong: staffMessage(req, 'errors.passwordTooLong', { max: PASSWORD_MAX }),
  common: staffMessage(req, 'errors.passwordCommon'),
})

/** Refuses a password that breaks the staff rule, saying why in the staff member's language. */
function passwordRule(password: unknown, req: PayloadRequest) {
  if (typeof password !== 'string') return
  const problem = checkStaffPassword(password)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: passwordProblems(req)[problem] }] })
}

/** 429 for a throttled login or reset; logged at info level by name (payload.config loggingLevels), without a stack. */
export class TooManyAttempts extends APIError {
  constructor(req: PayloadRequest) {
    super(staffMessage(req, 'errors.tooManyAttempts'), 429, null, true)
    this.name = 'TooManyAttempts'
  }
}

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
          if (!(await takeLoginAttempt(clientAddressOf(req.headers)))) throw new TooManyAttempts(req)
        }
        if (operation === 'forgotPassword' && req.payloadAPI !== 'local') {
          const account = typeof args.data?.email === 'string' ? args.data.email : String(args.data?.username ?? '')
          if (!(await takeResetRequest(clientAddressOf(req.headers), account))) throw new TooManyAttempts(req)
        }
        if (operation === 'resetPassword') passwordRule(args.data?.password, req)
        return args
      },
    ],
    beforeValidate: [
      ({ data, req }) => {
        passwordRule(data?.password, req)
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
          if (others.totalDocs === 0) throw new ValidationError({ collection: 'users', errors: [{ path: 'roles', message: staffMessage(req, 'errors.lastAdministratorRole') }] })
        }
        return data
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        const user = await req.payload.findByID({ collection: 'users', id, depth: 0, req, overrideAccess: true })
        if (!hasRole(user, 'administrator')) return
        const others = await req.payload.count({ collection: 'users', where: { and: [{ roles: { in: ['administrator'] } }, { id: { not_equals: id } }] }, req })
        if (others.totalDocs === 0) throw new APIError(staffMessage(req, 'errors.lastAdministratorDelete'), 400, null, true)
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
