import { legacyCatalogueRedirect } from '@/features/catalogue/legacy-redirect'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return legacyCatalogueRedirect(request, 'property', (await params).id)
}
