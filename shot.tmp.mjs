import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const [width, height] of [[1440, 1100], [390, 1600]]) {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.goto('http://localhost:3500/admin/login')
  const consent = page.getByRole('button', { name: /accept|weiger|refuse|alles|only necessary|enkel/i }).first()
  if (await consent.isVisible().catch(() => false)) await consent.click()
  await page.fill('input[name="email"]', 'e2e-admin@zeedijk.test')
  await page.fill('input[name="password"]', 'e2e-admin-password-long')
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/)
  await page.getByTestId('go-live').waitFor()
  await page.screenshot({ path: `/tmp/golive/dashboard-${width}.png`, fullPage: false })
  console.log(width, await page.getByTestId('go-live').innerText())
  await page.close()
}
await browser.close()
