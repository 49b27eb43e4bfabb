/**
 * The interactions visitors use most, scripted as a new visitor on a phone does them, for `npm run
 * bench:pages`: on the listing open the filters and apply one; on a property page open a photo and swipe to
 * the next, open the visit form, star the property, change the cost estimate's loan (issue 22).
 *
 * Lighthouse's mobile CPU slowdown (DevTools' 4×, `Emulation.setCPUThrottlingRate`, what Lighthouse sets
 * with devtools throttling) is on from the navigation. Each interaction's latency is what INP counts: the
 * Event Timing duration of its longest event (input delay, handlers, next paint), streamed out of the page
 * so a navigation does not lose it. Elements are found by role and accessible name from messages/nl.json,
 * not by class: the components behind them may change (lazy islands) while what a visitor sees stays.
 */
import type { Browser, Locator, Page } from 'playwright'

import nl from '../../messages/nl.json' with { type: 'json' }

import { type EventEntry, worstInteraction } from './pages-figures'

export type InteractionResult = { page: string; interaction: string; latencyMs: number | null; error?: string }

const CPU_SLOWDOWN = 4

/** An accessible name built from a message with placeholders: each `{…}` matches any text. */
function messagePattern(message: string, values: Record<string, string | number> = {}): RegExp {
  const parts = message.split(/(\{\w+\})/)
  const source = parts.map((part) => {
    const name = part.match(/^\{(\w+)\}$/)?.[1]
    if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return name in values ? String(values[name]) : '.+?'
  })
  return new RegExp(`^${source.join('')}`)
}

/** Until the page has painted after the last event and Event Timing has delivered its entries. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))))
  await page.waitForTimeout(500)
}

type Flow = { page: string; path: string; steps: [string, (page: Page) => Promise<void>][] }

const declineCookies = async (page: Page) => {
  await page.getByRole('button', { name: nl.consent.declineAll }).click()
  await page.getByRole('button', { name: nl.consent.declineAll }).waitFor({ state: 'hidden' })
}

export function flows(paths: { listing?: string; property?: string }): Flow[] {
  const out: Flow[] = []
  if (paths.listing) {
    const form = (page: Page) => page.getByRole('form', { name: nl.listing.filters })
    out.push({
      page: 'listing',
      path: paths.listing,
      steps: [
        ['decline cookies', declineCookies],
        [
          'open the filters',
          async (page) => {
            const toggle = page.getByRole('button', { name: messagePattern(nl.listing.showFilters.match(/=0 \{([^}]*)\}/)![1]!) })
            await toggle.click()
            await form(page).waitFor({ state: 'visible' })
          },
        ],
        [
          'apply a filter',
          async (page) => {
            const city = form(page).getByLabel(nl.listing.city, { exact: true })
            // The first city on offer: a choice is not an interaction, the click that applies it is.
            const value = await city.locator('option').nth(1).getAttribute('value')
            await city.selectOption(value!)
            await form(page).getByRole('button', { name: nl.listing.apply }).click()
            await page.waitForURL(/[?&]city=/)
          },
        ],
      ],
    })
  }
  if (paths.property) {
    const lightbox = (page: Page) => page.getByRole('dialog', { name: nl.gallery.lightbox })
    out.push({
      page: 'property',
      path: paths.property,
      steps: [
        ['decline cookies', declineCookies],
        [
          'open a photo',
          async (page) => {
            await page.getByRole('region', { name: nl.detail.photos }).getByRole('link', { name: messagePattern(nl.gallery.openPhoto, { index: 1 }) }).click()
            await lightbox(page).waitFor({ state: 'visible' })
          },
        ],
        [
          'swipe to the next photo',
          async (page) => {
            const slide = (index: number) => lightbox(page).getByLabel(messagePattern(nl.gallery.slideOf, { index }))
            await slide(1).first().waitFor({ state: 'visible' })
            const box = (await lightbox(page).boundingBox())!
            // A finger's swipe to the left, as the journeys do it (the lightbox follows pointer events).
            await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2)
            await page.mouse.down()
            await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 })
            await page.mouse.up()
            await slide(2).first().waitFor({ state: 'visible' })
          },
        ],
        [
          'close the photos',
          async (page) => {
            await page.keyboard.press('Escape')
            await lightbox(page).waitFor({ state: 'hidden' })
          },
        ],
        [
          'open the visit form',
          async (page) => {
            const link = page.getByRole('navigation', { name: nl.detail.contactActions }).getByRole('link', { name: nl.detail.askVisit })
            const target = new URL((await link.getAttribute('href'))!, page.url()).hash
            await link.click()
            await page.locator(target).getByRole('textbox').first().waitFor({ state: 'visible' })
          },
        ],
        [
          'star the property',
          async (page) => {
            const star = page.getByRole('button', { name: messagePattern(nl.favourites.add) }).first()
            await star.click()
            await page.getByRole('button', { name: messagePattern(nl.favourites.remove) }).first().waitFor({ state: 'visible' })
          },
        ],
        [
          "change the estimate's loan",
          async (page) => {
            const loan = page.getByRole('region', { name: nl.buyerCosts.title }).getByLabel(nl.buyerCosts.loanAmount)
            await loan.click()
            await page.keyboard.press('ControlOrMeta+A')
            // Typed key by key as a visitor does (fill() sends no key events, so no interaction).
            await page.keyboard.type('200000', { delay: 120 })
            await waitForValue(loan, /^200[.\s ]?000$/)
          },
        ],
      ],
    })
  }
  return out
}

async function waitForValue(input: Locator, value: RegExp): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (value.test(await input.inputValue())) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the field never showed ${value}`)
}

/**
 * Runs one flow in a fresh phone-sized context (a new visitor: the cookie question opens) and returns the
 * latency of each step. A step that fails (an element not found) is returned with its error, and the flow
 * stops there: the next steps would measure a page in an unknown state.
 */
export async function runFlow(browser: Browser, origin: string, flow: Flow): Promise<InteractionResult[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'nl-BE' })
  const entries: EventEntry[] = []
  await context.exposeBinding('__benchEventTiming', (_source, entry: EventEntry) => void entries.push(entry))
  await context.addInitScript(() => {
    const send = (window as unknown as { __benchEventTiming: (entry: unknown) => void }).__benchEventTiming
    new PerformanceObserver((list) => {
      // interactionId is not in TypeScript's DOM types yet.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId) send({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration })
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
    const quiet = window as unknown as { __benchLastLongTaskEnd: number }
    quiet.__benchLastLongTaskEnd = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) quiet.__benchLastLongTaskEnd = Math.max(quiet.__benchLastLongTaskEnd, entry.startTime + entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  const results: InteractionResult[] = []
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${origin}${flow.path}`, { waitUntil: 'networkidle' })
    // The first tap after the load is done (TBT measures the load): a second without a long task.
    await page.waitForFunction(() => performance.now() - (window as unknown as { __benchLastLongTaskEnd: number }).__benchLastLongTaskEnd >= 1000, null, { polling: 200, timeout: 30_000 })
    for (const [interaction, step] of flow.steps) {
      const from = entries.length
      const countBefore = await interactionCount(page)
      try {
        await step(page)
        await settle(page)
      } catch (error) {
        results.push({ page: flow.page, interaction, latencyMs: null, error: error instanceof Error ? error.message.split('\n')[0] : String(error) })
        break
      }
      const latency = worstInteraction(entries.slice(from))
      const countAfter = await interactionCount(page)
      // No entry: under Event Timing's 16 ms threshold if the page counted the interaction, else none happened.
      const registered = latency !== null || (countBefore !== null && countAfter !== null && countAfter > countBefore)
      results.push(registered ? { page: flow.page, interaction, latencyMs: latency ?? 16 } : { page: flow.page, interaction, latencyMs: null, error: 'no interaction was registered' })
    }
  } finally {
    await context.close()
  }
  return results
}

async function interactionCount(page: Page): Promise<number | null> {
  return page.evaluate(() => (performance as unknown as { interactionCount?: number }).interactionCount ?? null)
}
