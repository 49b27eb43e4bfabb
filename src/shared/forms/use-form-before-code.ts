'use client'

import { type RefObject, useEffect } from 'react'

/** How long a send pressed before the form's code waits for it before going as plain HTML (no JavaScript's way). */
const HOLD_MS = 8000

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
const isControl = (target: EventTarget | null): target is Control => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
/** A field of the live form by what the server's one was: its name, and its value for boxes and radios. */
const keyOf = (field: Control) => (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? `${field.name}=${field.value}` : field.name)

/**
 * For a form inside a lazy island (src/shared/components/islands). What the visitor did in the server's HTML
 * before the code came is done again in the live form, found by the fields' names: text typed, choices
 * picked, boxes and radios ticked (a click, so the form's handlers see it), the field being typed in; and a
 * send pressed meanwhile waits for the code and then goes the live form's way (its checks, the anti-robot
 * proof) instead of posting the bare HTML. The island's own carrying goes by position, which a server
 * action's form does not keep: React adds hidden fields to the server's HTML only.
 */
export function useFormBeforeCode(wrapper: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = wrapper.current
    if (!root) return
    const awake = () => root.querySelector('[data-island-awake]') !== null
    const done = new Map<string, Control>()
    let focused: string | null = null
    let held = false
    let letThrough = false
    let holdTimer: ReturnType<typeof setTimeout> | undefined

    const remember = (event: Event) => {
      if (awake() || !isControl(event.target) || !event.target.name || event.target.type === 'hidden') return
      if (event.type === 'focusin') focused = keyOf(event.target)
      else if (event.type !== 'click' || event.target.type === 'checkbox' || event.target.type === 'radio') done.set(keyOf(event.target), event.target)
    }
    const hold = (event: Event) => {
      if (awake() || letThrough) return
      const sending = event.type === 'submit' || (event.target as Element).closest('button[type="submit"], input[type="submit"]')
      if (!sending) return
      event.preventDefault()
      held = true
      clearTimeout(holdTimer)
      // Should the code never come (offline), the form goes as it would without JavaScript.
      holdTimer = setTimeout(() => {
        const form = root.querySelector('form')
        if (!held || !form?.isConnected) return
        letThrough = true
        form.requestSubmit()
      }, HOLD_MS)
    }
    const observer = new MutationObserver(() => {
      const form = root.querySelector<HTMLFormElement>('[data-island-awake] form')
      if (!form) return
      observer.disconnect()
      clearTimeout(holdTimer)
      for (const live of form.querySelectorAll<Control>('input, textarea, select')) {
        if (!live.name || live.type === 'hidden' || live.type === 'file') continue
        const before = done.get(keyOf(live))
        if (live instanceof HTMLInputElement && (live.type === 'checkbox' || live.type === 'radio')) {
          if (before && live.checked !== (before as HTMLInputElement).checked) live.click()
        } else {
          const value = before ? before.value : live instanceof HTMLSelectElement ? live.value : live.defaultValue
          if (live.value !== value) setValue(live, value)
        }
      }
      if (focused) [...form.querySelectorAll<Control>('input, textarea, select')].find((live) => keyOf(live) === focused)?.focus()
      if (held) form.requestSubmit()
    })
    observer.observe(root, { childList: true, subtree: true })
    // A box's click too: the live form may replace the server's before that box's change event.
    const types = ['input', 'change', 'click', 'focusin'] as const
    for (const type of types) root.addEventListener(type, remember, true)
    root.addEventListener('click', hold, true)
    root.addEventListener('submit', hold, true)
    return () => {
      observer.disconnect()
      clearTimeout(holdTimer)
      for (const type of types) root.removeEventListener(type, remember, true)
      root.removeEventListener('click', hold, true)
      root.removeEventListener('submit', hold, true)
    }
  }, [wrapper])
}

/** A value given the way the browser gives a typed one, so the form's handlers see it. */
function setValue(field: Control, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}
