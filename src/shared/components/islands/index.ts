export { lazyIsland, type IslandOptions } from './lazy-island'
export type { IslandWake } from './island-rules'
