/** npm run db:seed — loads the demo snapshot into an empty database (use --force to load it again). */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { isDatabaseEmpty, seedDemo } from '../src/server/seed/demo'

const force = process.argv.includes('--force')
// Production never gets the demo by accident (ADR 0043): `npm start` loads the site's skeleton there.
if (process.env.APP_ENV === 'production' && !process.argv.includes('--demo')) {
  console.error('APP_ENV=production: the demo (invented properties, articles and contact data) is not loaded. Add --demo to load it anyway.')
  process.exit(1)
}
const payload = await getPayload({ config })
await payload.db.migrate()
if (force || (await isDatabaseEmpty(payload))) {
  await seedDemo(payload)
} else {
  console.log('The database already holds content: demo data not loaded (use --force to load it anyway).')
}
process.exit(0)
