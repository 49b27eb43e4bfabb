'use client'

import { type ComponentProps, useEffect, useRef, useState } from 'react'

import { lazyIsland } from '@/shared/components/islands'

import type { BuyerCostCalculator } from './BuyerCostCalculator'

/*
 * The property page's parts that need code only once reached or used (issue 22): until then their server
 * HTML is the page (the estimate for the default situation, a print button that prints at the first press).
 */
const CalculatorIsland = lazyIsland(() => import('./BuyerCostCalculator').then((module) => module.BuyerCostCalculator), { name: 'cost-calculator', wake: 'visible' })
export const PrintButtonIsland = lazyIsland(() => import('./PrintButton').then((module) => module.PrintButton), { name: 'print-button', wake: 'interaction', as: 'span' })

/**
 * The cost calculator as an island. A choice made in its server HTML before the code came (a radio tapped
 * while the chunk loads) is what the live calculator starts from: the island itself carries typed text
 * over, not a radio's choice. Kept as the form has it; the calculator reads it as it reads an address.
 */
export function BuyerCostCalculatorIsland(props: Omit<ComponentProps<typeof BuyerCostCalculator>, 'askedBeforeWaking'>) {
  const [asked, setAsked] = useState<Record<string, FormDataEntryValue>>()
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = wrapper.current
    if (!element) return
    const changed = (event: Event) => {
      // Once awake, the calculator keeps its own state.
      if (element.querySelector('[data-island-awake]')) return
      const form = (event.target as HTMLInputElement).form
      if (form) setAsked(Object.fromEntries(new FormData(form)))
    }
    element.addEventListener('change', changed)
    return () => element.removeEventListener('change', changed)
  }, [])
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      <CalculatorIsland {...props} askedBeforeWaking={asked} />
    </div>
  )
}
