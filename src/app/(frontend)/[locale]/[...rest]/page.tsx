import { notFound } from 'next/navigation'

import { renderErrorForTests } from '@/features/errors/routes'

/** Every path that matches no route gets the localised 404 of ./not-found.tsx. */
export default async function CatchAll({ params }: { params: Promise<{ rest: string[] }> }) {
  renderErrorForTests((await params).rest)
  notFound()
}
