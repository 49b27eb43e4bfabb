'use client'

import { type FormEvent, useState } from 'react'

import { adminDocumentHref } from '@/domain/admin/list-links'

type Source = 'leads' | 'cvFiles' | 'searchProfiles' | 'owners' | 'accountSessions' | 'accountTokens' | 'accountFavourites' | 'queuedMails' | 'sentMails'
type Group = { source: Source; collection: string | null; rows: { id: number | string; title: string; createdAt: string | null }[] }
type Found = { groups: Group[]; records: { kind: 'retention' | 'export' | 'erasure'; createdAt: string; total: number }[] }

export type PersonalDataTexts = {
  intro: string
  email: string
  search: string
  searching: string
  nothing: string
  exportButton: string
  erase: string
  eraseConfirm: string
  eraseYes: string
  cancel: string
  erased: string
  failed: string
  earlier: string
  kinds: Record<Found['records'][number]['kind'], string>
  sources: Record<Source, string>
}

type Props = { texts: PersonalDataTexts; api: string; admin: string; collections: Record<Source, string | null> }

const post = (url: string, email: string) =>
  fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }), cache: 'no-store' })

/** The search field, the rows found per collection with links, and the Export and Erase buttons (erase asks first). */
export function PersonalDataSearch({ texts, api, admin, collections }: Props) {
  const [email, setEmail] = useState('')
  const [asked, setAsked] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState('')

  const find = async (address: string) => {
    setBusy(true)
    setMessage('')
    try {
      const response = await post(`${api}/privacy/find/`, address)
      if (!response.ok) throw new Error(String(response.status))
      setFound((await response.json()) as Found)
      setAsked(address)
    } catch {
      setMessage(texts.failed)
    } finally {
      setBusy(false)
    }
  }

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setConfirming(false)
    void find(email.trim())
  }

  const onExport = async () => {
    setBusy(true)
    try {
      const response = await post(`${api}/privacy/export/`, asked)
      if (!response.ok) throw new Error(String(response.status))
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'personal-data.json'
      link.click()
      URL.revokeObjectURL(url)
    } catch {
      setMessage(texts.failed)
    } finally {
      setBusy(false)
    }
  }

  const onErase = async () => {
    setBusy(true)
    setConfirming(false)
    try {
      const response = await post(`${api}/privacy/erase/`, asked)
      if (!response.ok) throw new Error(String(response.status))
      await find(asked)
      setMessage(texts.erased)
    } catch {
      setMessage(texts.failed)
    } finally {
      setBusy(false)
    }
  }

  const total = found?.groups.reduce((sum, group) => sum + group.rows.length, 0) ?? 0
  return (
    <div data-testid="personal-data">
      <p>{texts.intro}</p>
      <form onSubmit={onSearch} style={{ display: 'flex', gap: '0.5rem', alignItems: 'end', flexWrap: 'wrap' }}>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          {texts.email}
          <input type="email" name="email" required value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" style={{ minWidth: '20rem', padding: '0.5rem' }} />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy}>
          {busy ? texts.searching : texts.search}
        </button>
      </form>
      {message ? <p role="status">{message}</p> : null}
      {found ? (
        <section aria-live="polite">
          {total === 0 ? <p data-testid="personal-data-nothing">{texts.nothing}</p> : null}
          {found.groups
            .filter((group) => group.rows.length > 0)
            .map((group) => (
              <div key={group.source} data-source={group.source}>
                <h2>
                  {texts.sources[group.source]} ({group.rows.length})
                </h2>
                <ul>
                  {group.rows.map((row) => {
                    const collection = collections[group.source]
                    const label = `${row.title}${row.createdAt ? ` · ${row.createdAt.slice(0, 10)}` : ''}`
                    return <li key={String(row.id)}>{collection ? <a href={adminDocumentHref(admin, collection, row.id)}>{label}</a> : label}</li>
                  })}
                </ul>
              </div>
            ))}
          {found.records.length > 0 ? (
            <div data-testid="personal-data-records">
              <h2>{texts.earlier}</h2>
              <ul>
                {found.records.map((record) => (
                  <li key={record.createdAt + record.kind}>
                    {texts.kinds[record.kind]} · {new Date(record.createdAt).toLocaleString()} · {record.total}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {total > 0 ? (
            <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
              <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={onExport} disabled={busy}>
                {texts.exportButton}
              </button>
              {confirming ? (
                <>
                  <p role="alert">{texts.eraseConfirm}</p>
                  <button type="button" className="btn btn--style-primary btn--size-medium" onClick={onErase} disabled={busy} data-testid="personal-data-erase-yes">
                    {texts.eraseYes}
                  </button>
                  <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setConfirming(false)}>
                    {texts.cancel}
                  </button>
                </>
              ) : (
                <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setConfirming(true)} disabled={busy}>
                  {texts.erase}
                </button>
              )}
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
