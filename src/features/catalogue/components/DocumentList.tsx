import type { Media } from '@/payload-types'

type Document = { id?: string | null; name?: string | null; url?: string | null; file?: number | Media | null }

/** The downloadable documents of a property or project: an uploaded file first, else the CRM's link. */
export function DocumentList({ title, documents }: { title: string; documents: Document[] | null | undefined }) {
  const links = (documents ?? []).flatMap((document, index) => {
    const href = typeof document.file === 'object' && document.file?.url ? document.file.url : document.url
    return href ? [{ key: document.id ?? String(index), href, name: document.name || href.split('/').pop() }] : []
  })
  if (links.length === 0) return null
  return (
    <section>
      <h2>{title}</h2>
      <ul className="documents">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
