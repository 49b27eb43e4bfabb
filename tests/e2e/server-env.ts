/**
 * The environment of the journeys' server (playwright.config.ts starts it with `npm start`'s script), also
 * used by journeys that start a second instance of the same site (nginx.after.test.ts).
 */
export function journeyServerEnv(port: number, dataDir: string, baseURL: string): Record<string, string> {
  return {
    PORT: String(port),
    // Everything the server writes (database, media, outbox, CVs, secret) stays there, never in data/;
    // npm test removes the folder first, for a fresh demo database.
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${dataDir}/zeedijk.db`,
    SITE_URL: baseURL,
    ADMIN_EMAIL: 'e2e-admin@zeedijk.test',
    ADMIN_PASSWORD: 'e2e-admin-password-long',
    // Every journey posts from the same address; the rate limit itself is tested in tests/integration/leads.
    FORM_RATE_LIMIT: '200',
    // Every journey's browser asks filtered listings and maps from the same address; the per-address limit
    // (LISTING_QUERY_LIMIT, 429 with Retry-After) has its own test in tests/integration/listing-limit.
    LISTING_QUERY_LIMIT: '5000',
    // Several journeys mail the same friend address; the per-address limit has its own integration test.
    MAIL_RECIPIENT_LIMIT: '100',
    // As behind one reverse proxy: a journey names its client in X-Forwarded-For, so the attacker journeys
    // (security-abuse) exhaust their own address's limits, never those of the other journeys.
    TRUSTED_PROXIES: '1',
    // tests/e2e/errors.test.ts makes one path fail to render (never possible with APP_ENV=production).
    ZEEDIJK_RENDER_ERROR_TEST: '1',
  }
}
