import { NextResponse } from 'next/server'

import { createCaptchaChallenge } from '@/features/captcha/routes'

export const dynamic = 'force-dynamic'

/** A fresh proof-of-work challenge for the ALTCHA widget; every request gets its own. */
export async function GET() {
  const challenge = await createCaptchaChallenge()
  return NextResponse.json(challenge, { headers: { 'Cache-Control': 'no-store' } })
}
