import { serveBrochure } from '@/features/brochure/routes'

// Answered per request from the brochure store (ADR 0030), not from Next's page cache.
export const dynamic = 'force-dynamic'

export const GET = serveBrochure
