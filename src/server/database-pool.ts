/**
 * PostgreSQL connections per process (pg's default is 10). A statement that cannot get a connection within
 * CONNECTION_WAIT_MS fails, and the visitor is told to try again, rather than waiting for ever: before the
 * job claims ran in their own transaction (job-claims.ts), a burst of forms once left every connection an
 * open transaction waiting for another, and the instance answered nothing that reads the database.
 */
export const POOL_SIZE = 20
export const CONNECTION_WAIT_MS = 10_000
