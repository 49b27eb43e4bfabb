import { legacyCatalogueRedirect } from '@/features/catalogue/routes'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return legacyCatalogueRedirect(request, 'project', (await params).id)
}
