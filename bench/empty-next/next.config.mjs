// Nothing but what the site also sets for its pages' output: no "X-Powered-By".
const config = { poweredByHeader: false }
export default config
