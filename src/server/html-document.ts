import type { ReactElement } from 'react'

type ServerRenderer = { renderToStaticMarkup: (element: ReactElement) => string }
let renderer: ServerRenderer | undefined

/**
 * React's own server renderer (`react-dom/server`, which escapes every text and attribute), loaded by Node at
 * run time rather than bundled: mails are made in jobs that run inside Next.js, whose server-component layer
 * refuses `react-dom/server` (a build error, or a module that throws). What it renders uses no hooks, so the
 * renderer does not mind which copy of React made the elements (ADR 0048). Resolved from the app's folder,
 * the working directory every entry point already relies on (env.ts dataDir).
 */
function serverRenderer(): ServerRenderer {
  if (!renderer) {
    const { createRequire } = process.getBuiltinModule('node:module')
    renderer = createRequire(`${process.cwd()}/package.json`)('react-dom/server') as ServerRenderer
  }
  return renderer
}

/** A whole HTML document (a mail's HTML part, a small page) from one element: `<html>` and what is in it. */
export const renderDocument = (document: ReactElement) => `<!doctype html>${serverRenderer().renderToStaticMarkup(document)}`
