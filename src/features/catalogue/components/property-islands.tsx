'use client'

import { type ComponentProps, useRef } from 'react'

import { lazyIsland } from '@/shared/components/islands'
import { useFormBeforeCode } from '@/shared/forms/use-form-before-code'

/*
 * The property page's parts that need code only once reached or used (issue 22): until then their server
 * HTML is the page (the estimate for the default situation, a print button that prints at the first press).
 */
const CalculatorIsland = lazyIsland(() => import('./BuyerCostCalculator').then((module) => module.BuyerCostCalculator), { name: 'cost-calculator', wake: 'visible' })
export const PrintButtonIsland = lazyIsland(() => import('./PrintButton').then((module) => module.PrintButton), { name: 'print-button', wake: 'interaction', as: 'span' })

/** The cost calculator as an island; a radio chosen before its code came is chosen again in the live one. */
export function BuyerCostCalculatorIsland(props: ComponentProps<typeof CalculatorIsland>) {
  const wrapper = useRef<HTMLDivElement>(null)
  useFormBeforeCode(wrapper)
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      <CalculatorIsland {...props} />
    </div>
  )
}
