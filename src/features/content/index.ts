/** The content feature's public entry: what other features use of it (ADR 0046). */
export { articlePath, CATEGORY } from './article-path'
export { getPage } from './queries'
export { CMS_ROUTES } from './cms-routes'
