import { currentAccount } from '@/features/accounts'
import { answerAccountFavourites, answerFavouriteChange } from '@/features/favourites/routes'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Stars or unstars properties for the logged-in account (ADR 0079); see features/favourites/account-favourites.ts. */
export async function POST(request: Request) {
  return answerFavouriteChange(await getPayloadClient(), request, currentAccount)
}

/** The account's own favourites, for the favourites page's merge (ADR 0082). */
export async function GET() {
  return answerAccountFavourites(await getPayloadClient(), currentAccount)
}
