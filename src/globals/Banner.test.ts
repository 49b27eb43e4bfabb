import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Banner } from './Banner'

const field = (name: string) => Banner.fields.find((candidate): candidate is Field & { name: string } => 'name' in candidate && candidate.name === name)!
const shown = (name: string, type: string) => {
  const condition = field(name).admin?.condition
  return condition ? Boolean(condition({ type }, { type }, { blockData: {}, operation: 'update', path: [], user: null } as never)) : true
}

describe('the banner in the admin (SPEC §2.5)', () => {
  it('keeps the picture editable for a video: it is the video’s poster (issue 23 §2)', () => {
    expect(shown('image', 'image')).toBe(true)
    expect(shown('image', 'video')).toBe(true)
    expect(shown('image', 'gallery')).toBe(false)
  })

  it('shows each kind’s own fields', () => {
    expect(shown('video', 'video')).toBe(true)
    expect(shown('videoUrl', 'image')).toBe(false)
    expect(shown('gallery', 'gallery')).toBe(true)
  })
})
