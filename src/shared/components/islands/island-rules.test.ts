import { describe, expect, it } from 'vitest'

import { nodeAt, pathTo, replayTarget, typedIn, wakesOf } from './island-rules'

type Node = { name: string; parentElement: Node | null; children: Node[] }
function tree(name: string, ...children: Node[]): Node {
  const node: Node = { name, parentElement: null, children }
  for (const child of children) child.parentElement = node
  return node
}

describe('an element found again by its path under the island', () => {
  const button = tree('button')
  const input = tree('input')
  const root = tree('root', tree('label'), tree('row', input, button))

  it('walks child positions down from the root', () => {
    expect(pathTo(root, button)).toEqual([1, 1])
    expect(pathTo(root, input)).toEqual([1, 0])
    expect(nodeAt(root, [1, 1])).toBe(button)
  })

  it('finds the same place in a second, identical tree (the live HTML replacing the server HTML)', () => {
    const live = tree('root', tree('label'), tree('row', tree('input'), tree('button')))
    expect(nodeAt(live, pathTo(root, button)!)?.name).toBe('button')
  })

  it('has no path for the root itself or an element elsewhere, and no element for a path the tree lacks', () => {
    expect(pathTo(root, root)).toBeNull()
    expect(pathTo(root, tree('outside'))).toBeNull()
    expect(pathTo(root, null)).toBeNull()
    expect(nodeAt(root, [5])).toBeNull()
    expect(nodeAt(root, [1, 0, 0])).toBeNull()
  })
})

describe('when an island wakes', () => {
  it('always at the first interaction, besides what was asked', () => {
    expect([...wakesOf('visible')].sort()).toEqual(['interaction', 'visible'])
    expect([...wakesOf(['idle', 'visible'])].sort()).toEqual(['idle', 'interaction', 'visible'])
    expect([...wakesOf('interaction')]).toEqual(['interaction'])
  })
})

describe('what the visitor did before the code came', () => {
  const button = { name: 'menu button' }
  // An icon inside a plain button: its closest plain button is the button.
  const inside = (selector: string | null) => ({ closest: (asked: string) => (selector === asked ? button : null) })

  it('replays a click on a plain button (on the button, not the icon clicked), never on links or submit buttons', () => {
    expect(replayTarget(inside('button[type="button"]'))).toBe(button)
    expect(replayTarget(inside(null))).toBeNull()
    expect(replayTarget(null)).toBeNull()
  })

  it('carries over text typed into a field, not checkboxes, radios or hidden fields', () => {
    expect(typedIn({ value: 'knokke', defaultValue: '' })).toBe(true)
    expect(typedIn({ value: '', defaultValue: '', type: 'search' })).toBe(false)
    expect(typedIn({ value: 'on', defaultValue: '', type: 'checkbox' })).toBe(false)
    expect(typedIn({ value: 'nl', defaultValue: '', type: 'hidden' })).toBe(false)
  })
})
