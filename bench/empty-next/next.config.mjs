// Nothing but what the site also sets for its pages' output: no "X-Powered-By", and Next's legacy polyfills
// replaced by the site's empty module (ADR 0026), so the framework's share of both pages is the same code and
// the difference npm run bench:pages prints is the site's own.
const config = {
  poweredByHeader: false,
  turbopack: { resolveAlias: { '../build/polyfills/polyfill-module': '../../src/no-legacy-polyfills.js' } },
}
export default config
