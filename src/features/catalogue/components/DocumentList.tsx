type Document = { id?: string | null; name?: string | null }

/**
 * The documents of a property or project, by name only: the files are not public. They are sent by e-mail,
 * with links that expire, after a document request (src/features/leads, /api/documents/[token]).
 */
export function DocumentList({ title, note, documents }: { title: string; note: string; documents: Document[] | null | undefined }) {
  const names = (documents ?? []).flatMap((document, index) => (document.name ? [{ key: document.id ?? String(index), name: document.name }] : []))
  if (names.length === 0) return null
  return (
    <section>
      <h2>{title}</h2>
      <ul className="documents">
        {names.map((document) => (
          <li key={document.key}>{document.name}</li>
        ))}
      </ul>
      <p className="muted">{note}</p>
    </section>
  )
}
