// Stands in for Next.js's built-in polyfills (next/dist/build/polyfills/polyfill-module: String#trimStart,
// Array#at, Object.hasOwn…) through `turbopack.resolveAlias` in next.config.ts: every browser the site
// supports (package.json "browserslist") has them, and Lighthouse reports them as legacy JavaScript.
export {}
