import { metricsResponse } from '@/features/metrics/routes'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Prometheus metrics of this instance, behind METRICS_TOKEN or on loopback only (ADR 0057). */
export const GET = (request: Request) => metricsResponse(request, getPayloadClient)
