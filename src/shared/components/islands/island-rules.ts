/**
 * The pure parts of a lazy island (lazy-island.tsx): when it wakes, and how what the visitor did to the
 * server's HTML before the island's code arrived is carried over to the HTML the code renders. Both HTMLs are
 * the same tree, so an element is found again by its path of child positions under the island's root.
 */

/** Wakes when near the viewport, at the first interaction (always, whatever else is asked), or when the browser is idle. */
export type IslandWake = 'visible' | 'interaction' | 'idle'

/** The events that count as a first interaction: a touch or click starting, hovering (a click is near), focus, a key. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown'] as const

/** How far outside the viewport a 'visible' island starts loading, so it is ready when scrolled in. */
export const DEFAULT_ROOT_MARGIN = '200px'

type TreeNode = { parentElement: TreeNode | null; children: ArrayLike<TreeNode> }

/** Child positions from `root` down to `node`; null when `node` is not inside `root` (or is `root`). */
export function pathTo<N extends TreeNode>(root: N, node: N | null): number[] | null {
  const path: number[] = []
  let current: TreeNode | null = node
  while (current && current !== root) {
    const parent: TreeNode | null = current.parentElement
    if (!parent) return null
    path.unshift(Array.prototype.indexOf.call(parent.children, current))
    current = parent
  }
  return current === root && path.length > 0 ? path : null
}

/** The element at `path` under `root`, or null when the tree has no such element. */
export function nodeAt<N extends TreeNode>(root: N, path: readonly number[]): N | null {
  let current: TreeNode | undefined = root
  for (const index of path) {
    current = current?.children[index]
    if (!current) return null
  }
  return current as N
}

/** The island's wakes, interaction included whatever was asked (a visitor can always reach it first). */
export function wakesOf(wake: IslandWake | readonly IslandWake[]): Set<IslandWake> {
  return new Set<IslandWake>([...(typeof wake === 'string' ? [wake] : wake), 'interaction'])
}

type ClickTarget<E> = { closest(selector: string): E | null }

/**
 * The element whose click, come before the island's code, is replayed on its live twin: the plain button
 * clicked (the click may land on its icon), which does nothing without the code. None for a link, a submit
 * button or a summary: they did their own work.
 */
export function replayTarget<E>(target: ClickTarget<E> | null): E | null {
  return target?.closest('button[type="button"]') ?? null
}

type Field = { value: string; defaultValue: string; type?: string }

/** A text field the visitor already typed in (its value left the server's default): carried over on waking. */
export function typedIn(field: Field): boolean {
  return field.type !== 'checkbox' && field.type !== 'radio' && field.type !== 'hidden' && field.value !== field.defaultValue
}
