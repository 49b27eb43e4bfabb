'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { SearchResults } from '@/domain/search'

export type SearchBoxLabels = {
  label: string
  placeholder: string
  submit: string
  toggle: string
  types: string
  cities: string
  properties: string
  forSale: string
  forRent: string
  noResults: string
}

type Props = { locale: string; saleHref: string; rentHref: string; labels: SearchBoxLabels }
type Option = { id: string; href: string | null; group: keyof SearchResults; label: string; detail?: string; thumbnail?: string | null }

const EMPTY: SearchResults = { types: [], cities: [], properties: [] }

/** Builds the options in display order; type and city rows give a for-sale and a for-rent option each. */
function optionsFor(results: SearchResults, props: Props): Option[] {
  const { labels, saleHref, rentHref } = props
  const pair = (group: 'types' | 'cities', key: string, name: string, query: string, sale: number, rent: number): Option[] => [
    { id: `${group}-${key}-sale`, group, href: sale > 0 ? `${saleHref}?${query}` : null, label: name, detail: `${labels.forSale} (${sale})` },
    { id: `${group}-${key}-rent`, group, href: rent > 0 ? `${rentHref}?${query}` : null, label: name, detail: `${labels.forRent} (${rent})` },
  ]
  return [
    ...results.types.flatMap((t) => pair('types', String(t.webId), t.name, `type=${t.webId}`, t.saleCount, t.rentCount)),
    ...results.cities.flatMap((c) => pair('cities', `${c.name}-${c.zip}`, `${c.name} (${c.zip})`, `city=${encodeURIComponent(`${c.name}|${c.zip}`)}`, c.saleCount, c.rentCount)),
    ...results.properties.map((p) => ({ id: `property-${p.id}`, group: 'properties' as const, href: p.href, label: p.description, detail: p.reference ?? String(p.id), thumbnail: p.thumbnail })),
  ]
}

/**
 * The search input of the home block with its dropdown (SPEC §2.6, §4): an ARIA combobox. It opens on focus,
 * closes on blur, the button toggles it, empty text clears it and new text scrolls the list back to the top.
 * Without JavaScript the same form searches the for-sale listing.
 */
export function SearchBox(props: Props) {
  const { labels, locale, saleHref } = props
  const id = useId()
  const listId = `${id}-list`
  const [text, setText] = useState('')
  const [results, setResults] = useState<SearchResults>(EMPTY)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const list = useRef<HTMLDivElement>(null)
  const options = optionsFor(results, props)

  useEffect(() => {
    const query = text.trim()
    if (!query) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/?locale=${locale}&q=${encodeURIComponent(query)}`, { signal: controller.signal })
        if (!response.ok) return
        setResults((await response.json()) as SearchResults)
        setActive(-1)
        if (list.current) list.current.scrollTop = 0
      } catch {
        // Aborted by newer text, or offline: the form still submits to the listing.
      }
    }, 120)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, locale])

  const onChange = (value: string) => {
    setText(value)
    setOpen(true)
    if (!value.trim()) setResults(EMPTY)
  }

  const move = (step: number) => {
    if (!options.length) return
    setOpen(true)
    setActive((current) => (current + step + options.length) % options.length)
  }

  const hasText = text.trim() !== ''
  const expanded = open && hasText
  const groups = (['types', 'cities', 'properties'] as const).filter((group) => options.some((o) => o.group === group))

  return (
    <form className="search-form search-box" action={saleHref} method="get" role="search" onSubmit={(event) => {
      const option = options[active]
      if (expanded && option?.href) {
        event.preventDefault()
        window.location.assign(option.href)
      }
    }}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {labels.label}
      </label>
      <div className="search-form__row">
        <div className="search-box__field">
          <input
            id={`${id}-input`}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && options[active] ? `${id}-${options[active]!.id}` : undefined}
            placeholder={labels.placeholder}
            autoComplete="off"
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
              if (step) {
                event.preventDefault()
                move(step)
              } else if (event.key === 'Escape') setOpen(false)
            }}
          />
          <button
            type="button"
            className="search-box__toggle"
            aria-label={labels.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
          <div ref={list} id={listId} role="listbox" aria-label={labels.label} className="search-box__list" hidden={!expanded}>
            {hasText && options.length === 0 && <p className="search-box__empty">{labels.noResults}</p>}
            {groups.map((group) => (
              <div key={group} role="group" aria-label={labels[group]}>
                <p className="search-box__group" aria-hidden="true">
                  {labels[group]}
                </p>
                {options.map((option, index) =>
                  option.group === group ? (
                    <a
                      key={option.id}
                      id={`${id}-${option.id}`}
                      role="option"
                      aria-selected={index === active}
                      aria-disabled={option.href ? undefined : true}
                      href={option.href ?? undefined}
                      tabIndex={-1}
                      className={`search-box__option search-box__option--${group}`}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(index)}
                    >
                      {group === 'properties' &&
                        (option.thumbnail ? <img src={option.thumbnail} alt="" width={60} height={60} /> : <span className="search-box__thumb" />)}
                      <span className="search-box__label">{option.label}</span>
                      {option.detail && <span className="search-box__detail">{option.detail}</span>}
                    </a>
                  ) : null,
                )}
              </div>
            ))}
          </div>
        </div>
        <button type="submit" className="button">
          {labels.submit}
        </button>
      </div>
    </form>
  )
}
