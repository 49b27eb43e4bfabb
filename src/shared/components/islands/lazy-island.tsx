'use client'

import { flushSync } from 'react-dom'
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type CSSProperties } from 'react'

import { DEFAULT_ROOT_MARGIN, INTERACTION_EVENTS, nodeAt, pathTo, replayTarget, typedIn, wakesOf, type IslandWake } from './island-rules'

export type IslandOptions = {
  /** Shown as data-island on the wrapper (journeys and devtools find the island by it). */
  name: string
  /** When the code loads: near the viewport, at the first interaction (always added), or when the browser is idle. */
  wake: IslandWake | readonly IslandWake[]
  /** The wrapper's tag: a span where a div is not allowed (inside a paragraph, a button, a label). */
  as?: 'div' | 'span'
  /** How far from the viewport a 'visible' island starts loading (IntersectionObserver rootMargin). */
  rootMargin?: string
  /**
   * Read in the browser before anything is set up: when false, the island never wakes (its server HTML is
   * already right for this visitor), so its code is never fetched. The header's account link uses it.
   */
  only?: () => boolean
}

/** The wrapper takes no box: the island's own HTML lays out as if it stood alone (no wrapper in CSS grids, flex rows). */
const NO_BOX: CSSProperties = { display: 'contents' }

type Carried = { focus: number[] | null; fields: { path: number[]; value: string }[]; scrolled: { path: number[]; left: number; top: number }[]; click: number[] | null }

const noSubscription = () => () => {}

/**
 * Makes a client component an island whose code is not in the page's first load (issue 22): the server
 * renders it as usual; in the browser its server HTML stays in place, unhydrated, until the island wakes
 * (near the viewport, first interaction or idle time). Then its chunk loads (a plain dynamic import: unlike
 * next/dynamic, nothing preloads it) and the live component replaces the server HTML in one commit, taking
 * over focus, typed text, scroll positions and a click on a plain button that came before the code.
 *
 * Call it at module level in a 'use client' file, with an import of the component's own module:
 *   export const SearchBoxIsland = lazyIsland(() => import('./SearchBox').then((m) => m.SearchBox), { name: 'search-box', wake: 'interaction' })
 * A server component renders <SearchBoxIsland {...props} /> with serialisable props (children included),
 * outside any Suspense boundary (see ServerIsland).
 *
 * Mounted in the browser without server HTML (after a client-side navigation) it loads at once.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, options: IslandOptions): ComponentType<P> {
  const { name, as: Tag = 'div', rootMargin = DEFAULT_ROOT_MARGIN } = options
  const wakes = wakesOf(options.wake)
  // On the server the component renders into the HTML. Its module is in the server bundle, yet the first render
  // of each route after a start waits a moment for it: no Suspense boundary here, so the page's HTML waits too.
  // Inside a boundary, that first render (the one the page cache keeps) would stream the island's HTML as a
  // hidden part that only a script shows: invisible without JavaScript.
  const Whole = lazy(async () => ({ default: await load() }))

  function ServerIsland(props: P) {
    return (
      <Tag data-island={name} style={NO_BOX}>
        <Whole {...props} />
      </Tag>
    )
  }

  function BrowserIsland(props: P) {
    // True while hydrating server HTML (React uses the server snapshot then), false when mounted in the browser.
    const hydrating = useSyncExternalStore(noSubscription, () => false, () => true)
    const [fromServer] = useState(hydrating)
    const [Live, setLive] = useState<ComponentType<P> | null>(null)
    const wrapper = useRef<HTMLElement>(null)
    const carried = useRef<Carried | null>(null)

    useEffect(() => {
      const root = wrapper.current
      if (!fromServer || Live || !root) return
      if (options.only && !options.only()) return
      let done = false
      let loaded: ComponentType<P> | null = null
      // A press under way (pointer down, no click yet) delays the swap: its click must land on an element
      // still in the page, here or, replayed, on the live one.
      let pressing = false
      let pressTimer: ReturnType<typeof setTimeout> | undefined
      let pendingClick: number[] | null = null
      const swap = () => {
        if (!loaded || pressing) return
        // What the visitor did to the server HTML while the code was on its way, read just before the swap.
        const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
          .filter(typedIn)
          .map((field) => ({ path: pathTo<Element>(root, field)!, value: field.value }))
        const scrolled = [...root.querySelectorAll('*')]
          .filter((element) => element.scrollLeft !== 0 || element.scrollTop !== 0)
          .map((element) => ({ path: pathTo<Element>(root, element)!, left: element.scrollLeft, top: element.scrollTop }))
        carried.current = { focus: pathTo<Element>(root, document.activeElement), fields, scrolled, click: pendingClick }
        const component = loaded
        // Swapped in this very task: with a deferred commit, keys typed into the server HTML after the read
        // above and before React's commit were lost with it (a cached chunk makes that window common).
        flushSync(() => setLive(() => component))
      }
      const wake = () => {
        if (done) return
        done = true
        stopWaking()
        void load().then((component) => {
          loaded = component
          swap()
        })
      }
      const onPress = () => {
        pressing = true
        clearTimeout(pressTimer)
        // A long press or a drag brings no click: the swap waits no longer than this.
        pressTimer = setTimeout(onPressEnd, PRESS_WAIT_MS)
        wake()
      }
      const onClick = (event: Event) => {
        const button = replayTarget(event.target as Element | null)
        if (button) pendingClick = pathTo<Element>(root, button)
        pressing = false
        clearTimeout(pressTimer)
        swap()
      }
      const onPressEnd = () => {
        // A cancelled press (a scroll started) or a long one brings no click.
        pressing = false
        swap()
      }
      root.addEventListener('click', onClick, true)
      root.addEventListener('pointercancel', onPressEnd, true)
      root.addEventListener('pointerdown', onPress, { capture: true, passive: true })
      for (const type of WAKING_EVENTS) root.addEventListener(type, wake, { capture: true, passive: true })
      let observer: IntersectionObserver | undefined
      if (wakes.has('visible')) {
        observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin })
        // The wrapper has no box of its own: its children are watched, or its parent when it renders nothing yet.
        const boxes = root.children.length > 0 ? [...root.children] : [root.parentElement!]
        for (const box of boxes) observer.observe(box)
      }
      const idle = wakes.has('idle') ? whenIdle(wake) : undefined
      // Used before this effect ran (a field focused or typed in while the page was still hydrating): the
      // waking event has passed, so nothing else would wake it and the visitor's typing would go unanswered.
      if (root.contains(document.activeElement) || [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(typedIn)) wake()
      function stopWaking() {
        observer?.disconnect()
        idle?.()
        for (const type of WAKING_EVENTS) root!.removeEventListener(type, wake, { capture: true })
      }
      return () => {
        stopWaking()
        clearTimeout(pressTimer)
        root.removeEventListener('click', onClick, true)
        root.removeEventListener('pointercancel', onPressEnd, true)
        root.removeEventListener('pointerdown', onPress, { capture: true })
      }
    }, [fromServer, Live])

    useLayoutEffect(() => {
      const root = wrapper.current
      const before = carried.current
      if (!Live || !root || !before) return
      carried.current = null
      for (const field of before.fields) {
        const live = nodeAt<Element>(root, field.path)
        if (live instanceof HTMLInputElement || live instanceof HTMLTextAreaElement) setTypedValue(live, field.value)
      }
      for (const { path, left, top } of before.scrolled) nodeAt<Element>(root, path)?.scrollTo(left, top)
      if (before.focus) (nodeAt<Element>(root, before.focus) as HTMLElement | null)?.focus()
      if (before.click) (nodeAt<Element>(root, before.click) as HTMLElement | null)?.click()
    }, [Live])

    if (Live)
      return (
        <Tag key="live" ref={wrapper as never} data-island={name} data-island-awake="" style={NO_BOX}>
          <Live {...props} />
        </Tag>
      )
    if (!fromServer)
      return (
        <Tag key="live" ref={wrapper as never} data-island={name} data-island-awake="" style={NO_BOX}>
          <Suspense fallback={null}>
            <Whole {...props} />
          </Suspense>
        </Tag>
      )
    // The server's HTML, left as it is: an empty inner HTML is never applied while hydrating.
    return <Tag key="server" ref={wrapper as never} data-island={name} style={NO_BOX} dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />
  }

  const Island = typeof window === 'undefined' ? ServerIsland : BrowserIsland
  Object.assign(Island, { displayName: `Island(${name})` })
  return Island
}

const EMPTY = { __html: '' }

/** The interactions that wake the island besides a press (which also holds the swap back until its click). */
const WAKING_EVENTS = INTERACTION_EVENTS.filter((type) => type !== 'pointerdown')

/** The longest a press may delay the swap while waiting for its click. */
const PRESS_WAIT_MS = 800

/** A typed value given to a controlled input the way the browser gives it, so the component's onChange sees it. */
function setTypedValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  setter?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Runs `callback` once the browser is idle (Safari has no requestIdleCallback: a short timeout); returns a cancel. */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, 300)
  return () => clearTimeout(timer)
}
