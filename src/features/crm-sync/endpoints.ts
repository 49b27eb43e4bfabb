import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/collections/roles'
import { isSameOriginRequest } from '@/server/same-origin-request'

import { confirmUnpublish } from './confirm'
import { startSync } from './run'
import { configuredSource } from './source'

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * Who may press the admin's buttons: a logged-in administrator or agent (HR reads the runs, starts none),
 * and only from the admin's own pages: a POST another site makes a staff member's browser send carries the
 * staff cookie too, so the browser's Sec-Fetch-Site / Origin must say it came from here (the same rule as the
 * visit beacon's, src/domain/visits/same-origin.ts).
 */
function refusal(req: PayloadRequest): Response | null {
  const headers = req.headers
  const sameOrigin = isSameOriginRequest(headers)
  if (!sameOrigin) return json(403, { error: 'cross-origin' })
  if (!req.user) return json(401, { error: 'login' })
  if (!hasRole(req.user as { roles?: string[] }, 'administrator', 'agent')) return json(403, { error: 'not-allowed' })
  return null
}

/**
 * POST /api/import-runs/sync — "Sync now": starts a run and answers at once (202, the run's id; the admin
 * then reads the run's row for its progress). 409 when a run is on (its id and start) or no CRM is configured.
 * It can start a sync and nothing else: no source, option or credential is taken from the request.
 */
const syncNow: Omit<Endpoint, 'root'> = {
  path: '/sync',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const source = configuredSource()
    if (!source) return json(409, { error: 'not-configured' })
    const start = await startSync(req.payload, { source, trigger: 'manual', log: (line) => req.payload.logger.info(line) })
    if (!start.started) return json(409, { error: 'busy', run: { id: start.running.id, startedAt: start.running.startedAt } })
    // The run goes on after the answer, in this process; it records its own end (and never rejects).
    void start.done
    return json(202, { run: { id: start.run.id, startedAt: start.run.startedAt } })
  },
}

/** POST /api/import-runs/:id/confirm — unpublishes what a refused run recorded (src/features/crm-sync/confirm.ts). */
const confirm: Omit<Endpoint, 'root'> = {
  path: '/:id/confirm',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return json(404, { error: 'not-found' })
    const answer = await confirmUnpublish(req.payload, id, Number(req.user!.id))
    if (answer.ok) return json(200, answer)
    return json(answer.reason === 'not-found' ? 404 : 409, { error: answer.reason })
  },
}

export const importRunEndpoints = [syncNow, confirm]
