import { legacyCatalogueRedirect } from '@/features/catalogue/legacy-redirect'

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return legacyCatalogueRedirect('property', (await params).id)
}
