import { fileTypeFromBuffer } from 'file-type'

import { CV_MAX_BYTES, type FormErrorKey } from '@/domain/forms/fields'

const ACCEPTED = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

export type CheckedCv = { ok: true; ext: keyof typeof ACCEPTED; mime: string; bytes: Buffer } | { ok: false; error: FormErrorKey }

/**
 * A CV must really be a PDF or a Word (DOCX) document: judged by its content (magic bytes, and for DOCX the
 * parts inside the zip), not by the name or type the browser claims. At most 5 MB.
 */
export async function checkCv(file: unknown): Promise<CheckedCv> {
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, error: 'cvRequired' }
  if (file.size > CV_MAX_BYTES) return { ok: false, error: 'fileSize' }
  const bytes = Buffer.from(await file.arrayBuffer())
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !(type.ext in ACCEPTED)) return { ok: false, error: 'fileType' }
  const ext = type.ext as keyof typeof ACCEPTED
  return { ok: true, ext, mime: ACCEPTED[ext], bytes }
}
