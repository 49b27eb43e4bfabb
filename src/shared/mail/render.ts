import { isValidElement, type ReactElement, type ReactNode } from 'react'

/**
 * A mail part's plain-text form: how the part reads in the text/plain alternative of a mail. `plain` turns
 * the part's children into text the same way, so a part only says what it adds (a line end, a link's address).
 */
export type PlainText<P> = (props: P, plain: (node: ReactNode) => string) => string

/** A component with its plain-text form beside it, so both parts of a mail come from one element tree. */
export function withPlainText<P>(component: (props: P) => ReactNode, plainText: PlainText<P>) {
  return Object.assign(component, { plainText })
}

/**
 * The plain text of an element tree: a part with a plain-text form says it; any other component is followed
 * into what it renders, an HTML element into its children. Walks the elements itself (no hooks, no React
 * renderer): the same in jobs, tests and Next.js's server layers.
 */
export function plainTextOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (Array.isArray(node)) return node.map((child: ReactNode) => plainTextOf(child)).join('')
  if (!isValidElement(node)) return ''
  const { type, props } = node as ReactElement<Record<string, unknown>>
  if (typeof type === 'function') {
    const plainText = (type as { plainText?: PlainText<Record<string, unknown>> }).plainText
    return plainText ? plainText(props, plainTextOf) : plainTextOf((type as (props: Record<string, unknown>) => ReactNode)(props))
  }
  return plainTextOf(props.children as ReactNode)
}

type ServerRenderer = { renderToStaticMarkup: (element: ReactNode) => string }
let renderer: ServerRenderer | undefined

/**
 * React's own server renderer (`react-dom/server`, which escapes every text and attribute), loaded by Node at
 * run time rather than bundled: mails are made in jobs that run inside Next.js, whose server-component layer
 * refuses `react-dom/server` (a build error, or a module that throws). The mail parts use no hooks, so the
 * renderer does not mind which copy of React made their elements (ADR 0048).
 */
function serverRenderer(): ServerRenderer {
  if (!renderer) {
    const { createRequire } = process.getBuiltinModule('node:module')
    renderer = createRequire(import.meta.url)('react-dom/server') as ServerRenderer
  }
  return renderer
}

/** A whole HTML document (a mail's HTML part, a small page) from one element: `<html>` and what is in it. */
export const renderDocument = (document: ReactElement) => `<!doctype html>${serverRenderer().renderToStaticMarkup(document)}`

/** A mail's two alternatives from one element tree: the HTML part, and the plain-text part beside it. */
export function renderMail(mail: ReactElement): { html: string; text: string } {
  return { html: renderDocument(mail), text: plainTextOf(mail).replace(/\n+$/, '') }
}
