import type { CollectionBeforeOperationHook } from 'payload'

import { isStrippable, stripImageMetadata } from '../server/images/strip-metadata'

/**
 * Every picture is stored without its metadata (ADR 0042): the admin's upload, the feed importer's
 * `payload.create({ file })` and a replaced file all pass `req.file` through here before Payload writes the
 * original and makes its sizes. (Pasting a URL in the admin is switched off in the collections, so no
 * file reaches Payload another way.)
 */
export const stripUploadMetadata: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data || !isStrippable(req.file.mimetype)) return args
  const data = await stripImageMetadata(req.file.data, req.file.mimetype)
  req.file = { ...req.file, data, size: data.length }
  return args
}
