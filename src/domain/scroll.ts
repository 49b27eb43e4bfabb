/** Scroll constants of SPEC §9. */
export const SCROLL = {
  headerThreshold: 30,
  backToTopThreshold: 10,
  scrollToTopMs: 500,
  debounceMs: 100,
} as const

/** Ease-in-out position at progress t (0..1) of a scroll from `from` to 0. */
export function scrollPosition(from: number, t: number): number {
  const clamped = Math.min(1, Math.max(0, t))
  const eased = clamped < 0.5 ? 2 * clamped * clamped : 1 - (-2 * clamped + 2) ** 2 / 2
  return Math.round(from * (1 - eased))
}
