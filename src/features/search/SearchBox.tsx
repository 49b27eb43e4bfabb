'use client'

import { Fragment, useEffect, useId, useRef, useState } from 'react'

import { EMPTY_RESULTS, type SearchResults, textTarget, TEXT_SCOPES, type TextScope } from '@/domain/search'

export type SearchBoxLabels = {
  label: string
  placeholder: string
  submit: string
  toggle: string
  text: string
  types: string
  cities: string
  properties: string
  forSale: string
  forRent: string
  abroad: string
  noResults: string
  /** While the suggestions for the text are on their way. */
  loading: string
  /** When they could not be had (the server failed, or the connection). */
  failed: string
}

type Props = { locale: string; listingHrefs: Record<TextScope, string>; labels: SearchBoxLabels }
type Group = 'text' | 'types' | 'cities' | 'properties'
type Option = { id: string; href: string | null; group: Group; label: string; detail?: string; parts?: string[]; thumbnail?: string | null }

const GROUPS: Group[] = ['text', 'types', 'cities', 'properties']

/**
 * Builds the options in display order: the typed text in each listing (abroad only when it has results),
 * then a for-sale and a for-rent option for each type and city, then the properties.
 */
function optionsFor(results: SearchResults, typed: string, props: Props): Option[] {
  const { labels, listingHrefs } = props
  const scopeLabel: Record<TextScope, string> = { sale: labels.forSale, rent: labels.forRent, abroad: labels.abroad }
  const link = (scope: TextScope, count: number, query: string) => (count > 0 ? `${listingHrefs[scope]}?${query}` : null)
  const pair = (group: 'types' | 'cities', key: string, name: string, query: string, sale: number, rent: number): Option[] => [
    { id: `${group}-${key}-sale`, group, href: link('sale', sale, query), label: name, detail: `${labels.forSale} (${sale})` },
    { id: `${group}-${key}-rent`, group, href: link('rent', rent, query), label: name, detail: `${labels.forRent} (${rent})` },
  ]
  // The text's own options only when some listing has results for it; otherwise 'no results' says it.
  const text = results.text && TEXT_SCOPES.some((scope) => results.text![scope] > 0) ? results.text : null
  const textQuery = `q=${encodeURIComponent(typed)}`
  return [
    ...(text
      ? TEXT_SCOPES.filter((scope) => scope !== 'abroad' || text.abroad > 0).map((scope) => ({
          id: `text-${scope}`,
          group: 'text' as const,
          href: link(scope, text[scope], textQuery),
          label: `“${typed}”`,
          detail: `${scopeLabel[scope]} (${text[scope]})`,
        }))
      : []),
    ...results.types.flatMap((t) => pair('types', String(t.webId), t.name, `type=${t.webId}`, t.saleCount, t.rentCount)),
    ...results.cities.flatMap((c) => pair('cities', `${c.name}-${c.zip}`, `${c.label ?? c.name} (${c.zip})`, `city=${encodeURIComponent(`${c.name}|${c.zip}`)}`, c.saleCount, c.rentCount)),
    ...results.properties.map((p) => ({
      id: `property-${p.id}`,
      group: 'properties' as const,
      href: p.href,
      label: p.title,
      parts: [p.price, p.city, p.reference ?? String(p.id)].filter((part): part is string => Boolean(part)),
      thumbnail: p.thumbnail,
    })),
  ]
}

/**
 * The search input of the home block with its dropdown (SPEC §2.6, §4): an ARIA combobox. It opens on focus,
 * closes on blur, the button toggles it, empty text clears it and new text scrolls the list back to the top.
 * Sent without a chosen option, the text opens the listing that has results for it (sale, rent, abroad);
 * without JavaScript the server picks that listing (/api/search/go/).
 */
export function SearchBox(props: Props) {
  const { labels, locale, listingHrefs } = props
  const id = useId()
  const listId = `${id}-list`
  const [text, setText] = useState('')
  const [results, setResults] = useState<SearchResults>(EMPTY_RESULTS)
  // The text the shown results answer (they arrive a moment after the typing).
  const [answered, setAnswered] = useState('')
  // The text whose suggestions could not be had: the list says so instead of "no results" (issue 23).
  const [failedFor, setFailedFor] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const list = useRef<HTMLDivElement>(null)
  const typed = text.trim()
  const options = optionsFor(results, answered, props)
  const failed = typed !== '' && failedFor === typed
  // Until the answer for this very text is in, the list says it is looking, never "no results" (issue 23).
  const loading = typed !== '' && typed !== answered && !failed

  useEffect(() => {
    const query = text.trim()
    if (!query) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/?locale=${locale}&q=${encodeURIComponent(query)}`, { signal: controller.signal })
        if (!response.ok) throw new Error(`search answered ${response.status}`)
        const answer = (await response.json()) as SearchResults
        setResults(answer)
        setAnswered(query)
        setFailedFor(null)
        setActive(-1)
        if (list.current) list.current.scrollTop = 0
      } catch {
        // Aborted by newer text: that text's own request answers. Otherwise (a failing server, offline) the list
        // says the suggestions could not be had; the form still submits to the listing.
        if (controller.signal.aborted) return
        setResults(EMPTY_RESULTS)
        setAnswered('')
        setFailedFor(query)
      }
    }, 120)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, locale])

  const onChange = (value: string) => {
    setText(value)
    setFailedFor(null)
    setOpen(true)
    if (!value.trim()) setResults(EMPTY_RESULTS)
  }

  // Picking a suggestion replaces the typed text with it (issue 23): the field never shows "Oost" while the
  // visitor goes to Bredene, nor sends it again from a page the browser kept.
  const choose = (option: Option) => {
    setText(option.group === 'text' ? answered : option.label)
    setOpen(false)
  }

  const move = (step: number) => {
    if (!options.length) return
    setOpen(true)
    setActive((current) => (current + step + options.length) % options.length)
  }

  const hasText = text.trim() !== ''
  const expanded = open && hasText
  const groups = GROUPS.filter((group) => options.some((o) => o.group === group))

  return (
    <form className="search-form search-box" action="/api/search/go/" method="get" role="search" onSubmit={(event) => {
      const option = expanded ? options[active] : undefined
      // The chosen option, else the listing with results for the text once the counts are in.
      const href = option?.href ?? (results.text && typed === answered ? `${listingHrefs[textTarget(results.text)]}?q=${encodeURIComponent(typed)}` : null)
      if (href) {
        event.preventDefault()
        if (option) choose(option)
        window.location.assign(href)
      }
    }}>
      <input type="hidden" name="locale" value={locale} />
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
              } else if (event.key === 'Escape') {
                // The first Escape closes the list, the next clears the text (a search field's own Escape would
                // do both at once).
                event.preventDefault()
                if (expanded) setOpen(false)
                else if (text) onChange('')
              }
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
            {loading && (
              <p className="search-box__status search-box__status--loading" role="status">
                {labels.loading}
              </p>
            )}
            {failed && (
              <p className="search-box__status search-box__status--failed" role="alert">
                {labels.failed}
              </p>
            )}
            {hasText && !loading && !failed && options.length === 0 && <p className="search-box__empty">{labels.noResults}</p>}
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
                      onClick={(event) => (option.href ? choose(option) : event.preventDefault())}
                    >
                      {group === 'properties' ? (
                        <>
                          {option.thumbnail ? <img src={option.thumbnail} alt="" width={60} height={60} /> : <span className="search-box__thumb" />}
                          <span className="search-box__text">
                            <span className="search-box__label">{option.label}</span>
                            <span className="search-box__detail">
                              {option.parts?.map((part, partIndex) => (
                                <Fragment key={part}>
                                  {partIndex > 0 && ' · '}
                                  <span className="search-box__part">{part}</span>
                                </Fragment>
                              ))}
                            </span>
                          </span>
                        </>
                      ) : (
                        <>
                          <span className="search-box__label">{option.label}</span>
                          {option.detail && <span className="search-box__detail">{option.detail}</span>}
                        </>
                      )}
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
