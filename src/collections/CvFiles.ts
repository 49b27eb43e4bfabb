import type { Access, CollectionConfig } from 'payload'

import { STATIC_DIRS } from './file-storage'
import { readsCvs } from './roles'

const hrOrAdministrator: Access = ({ req }) => readsCvs(req)

/**
 * CVs sent with job applications. Stored outside the public folder under random names; only staff can
 * list or download them, and among staff only HR and administrators (Payload checks read access before serving a file).
 */
export const CvFiles: CollectionConfig = {
  slug: 'cv-files',
  labels: { singular: 'CV', plural: 'CVs' },
  admin: { group: 'Agency', useAsTitle: 'originalName', defaultColumns: ['originalName', 'filesize', 'createdAt'] },
  access: { read: hrOrAdministrator, create: hrOrAdministrator, update: hrOrAdministrator, delete: hrOrAdministrator },
  upload: {
    staticDir: STATIC_DIRS['cv-files'],
    mimeTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    // Never shown inline in a browser tab: always downloaded.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [{ name: 'originalName', type: 'text', admin: { readOnly: true, description: 'The name the applicant gave the file' } }],
}
