import { test as setup } from '@playwright/test'

import { logInStaff } from './staff'

// One staff login for the whole run, before any journey (see TOKEN_FILE in staff.ts for why).
setup('staff log in once for the journeys that use the back office', async ({ request }) => {
  await logInStaff(request)
})
