import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { getPayloadClient } from '@/server/payload'
import { verifyLink } from '@/server/signed-links'

const MEDIA_DIR = path.resolve(process.cwd(), 'data', 'media')

const EXPIRED =
  'Deze link is verlopen. Vraag de documenten opnieuw aan op de website. / Ce lien a expiré. Demandez à nouveau les documents sur le site. / This link has expired. Please request the documents again on the website. / Dieser Link ist abgelaufen. Bitte fordern Sie die Unterlagen auf der Website erneut an.'

/** A document sent by mail after a document request (SPEC §4); the link works for a limited time. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const link = verifyLink('document', token)
  if (!link.ok) return new Response(link.reason === 'expired' ? EXPIRED : 'Not found', { status: link.reason === 'expired' ? 410 : 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const payload = await getPayloadClient()
  const media = await payload.findByID({ collection: 'media', id: Number(link.content.media), depth: 0, disableErrors: true })
  if (!media?.filename) return new Response('Not found', { status: 404 })
  const file = path.join(MEDIA_DIR, path.basename(media.filename))
  const body = await readFile(file).catch(() => null)
  if (!body) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': media.mimeType ?? 'application/octet-stream',
      'Content-Disposition': `inline; filename="${path.basename(media.filename).replace(/"/g, '')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
