import type { GlobalConfig } from 'payload'
import { siteGlobal } from './site-global'


/**
 * Home banner: an image, a gallery or an autoplaying, muted, looping video (SPEC §2.5), also shown on CMS
 * pages with showPageBanner. It has no words of its own: the home search block (its title and description)
 * speaks on the home banner, and a page's bannerTitle and bannerDescription on the page's.
 */
export const Banner: GlobalConfig = siteGlobal({
  slug: 'banner',
  fields: [
    { name: 'type', type: 'select', required: true, defaultValue: 'image', options: ['image', 'gallery', 'video'] },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      // A video's poster is this picture too: shown until the video plays (issue 23 §2), so it stays editable.
      admin: { condition: (d) => d?.type === 'image' || d?.type === 'video', description: 'For a video: its poster, shown until the video plays' },
    },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, admin: { condition: (d) => d?.type === 'gallery' } },
    { name: 'galleryInterval', type: 'number', defaultValue: 6, admin: { condition: (d) => d?.type === 'gallery', description: 'Seconds per picture' } },
    { name: 'video', type: 'upload', relationTo: 'media', admin: { condition: (d) => d?.type === 'video' } },
    { name: 'videoUrl', type: 'text', admin: { condition: (d) => d?.type === 'video' } },
  ],
})
