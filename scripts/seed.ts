/** npm run db:seed — loads the demo snapshot into an empty database (use --force to load it again). */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { isDatabaseEmpty, seedDemo } from '../src/server/seed/demo'

const force = process.argv.includes('--force')
const payload = await getPayload({ config })
await payload.db.migrate()
if (force || (await isDatabaseEmpty(payload))) {
  await seedDemo(payload)
} else {
  console.log('The database already holds content: demo data not loaded (use --force to load it anyway).')
}
process.exit(0)
