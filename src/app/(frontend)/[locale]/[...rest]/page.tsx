import { notFound } from 'next/navigation'

/** Every path that matches no route gets the localised 404 of ./not-found.tsx. */
export default function CatchAll() {
  notFound()
}
