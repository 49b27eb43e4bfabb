import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { dataDir } from '../env'
import { MediaResolver } from '../import/media'
import { type DemoContent, seedContent } from './content'

/**
 * The site's skeleton (content/site/skeleton.json, ADR 0043): what a production start loads into an empty
 * database instead of the demo. The page tree, the menu, the footer's links, the legal pages in four
 * languages with every agency-specific detail left as a bracketed placeholder for staff, and Settings with
 * no contact data. No property, project, article, owner, appointment slot or picture.
 */
export const skeletonFile = path.join(process.cwd(), 'content', 'site', 'skeleton.json')

export async function readSkeleton(): Promise<DemoContent> {
  return JSON.parse(await readFile(skeletonFile, 'utf8')) as DemoContent
}

export async function seedSkeleton(payload: Payload, log: (message: string) => void = console.log): Promise<void> {
  const skeleton = await readSkeleton()
  log('Production start on an empty database: loading the site skeleton (pages, menu, legal texts to complete), no demo content…')
  const warnings: string[] = []
  await seedContent(payload, skeleton, new MediaResolver(payload, [dataDir], (warning) => warnings.push(warning)))
  for (const warning of warnings) log(`  warning: ${warning}`)
  log('Skeleton loaded. Complete the legal pages (parts in [square brackets]) and Settings → Agency in the admin before going live.')
}
