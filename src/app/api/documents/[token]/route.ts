import { attachmentHeader, readLinkedDocument } from '@/features/documents/routes'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const EXPIRED =
  'Deze link is verlopen. Vraag de documenten opnieuw aan op de website. / Ce lien a expiré. Demandez à nouveau les documents sur le site. / This link has expired. Please request the documents again on the website. / Dieser Link ist abgelaufen. Bitte fordern Sie die Unterlagen auf der Website erneut an.'

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } })

/** A document sent by mail after a document request (SPEC §4): only through its signed link, for a limited time, as a download. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const file = await readLinkedDocument(await getPayloadClient(), token)
  if (!file.ok) return file.reason === 'expired' ? text(EXPIRED, 410) : text('Not found', 404)
  return new Response(file.body as BodyInit, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Disposition': attachmentHeader(file.filename),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  })
}
