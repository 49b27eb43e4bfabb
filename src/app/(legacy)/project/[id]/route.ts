import type { NextRequest } from 'next/server'

import { legacyCatalogueRedirect } from '@/features/catalogue/legacy-redirect'

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return legacyCatalogueRedirect('project', (await params).id, request.url)
}
