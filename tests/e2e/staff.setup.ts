import { test as setup } from '@playwright/test'

import { expect } from './fixtures'
import { logIn, STAFF, workerStaff } from './staff'

// Before any journey: one staff user per parallel worker (staff.ts says why), made by the server's administrator.
setup('one staff user per journey worker', async ({ request, baseURL }) => {
  const admin = { Authorization: `JWT ${await logIn(baseURL!, STAFF)}` }
  for (let index = 0; index < setup.info().config.workers; index++) {
    const user = workerStaff(index)
    const found = await request.get(`/api/users/?where[email][equals]=${encodeURIComponent(user.email)}&depth=0`, { headers: admin })
    expect(found.ok()).toBe(true)
    const existing = ((await found.json()) as { docs: { id: number }[] }).docs[0]
    const data = { ...user, name: `Journeys ${index}`, roles: ['administrator'] }
    const saved = existing
      ? await request.patch(`/api/users/${existing.id}/`, { data, headers: admin })
      : await request.post('/api/users/', { data, headers: admin })
    expect(saved.ok(), `${user.email}: ${saved.status()} ${await saved.text()}`).toBe(true)
  }
})
