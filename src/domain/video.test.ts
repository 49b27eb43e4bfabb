import { describe, expect, it } from 'vitest'

import { isVideoFile, parseVideoLink, serviceName } from './video'

describe('parseVideoLink (SPEC §5 video link kinds)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
    ['https://www.dailymotion.com/video/x8abc12', 'dailymotion', 'x8abc12'],
    ['https://dai.ly/x8abc12', 'dailymotion', 'x8abc12'],
    ['https://home.wistia.com/medias/e4a27b971d', 'wistia', 'e4a27b971d'],
  ])('%s is %s %s', (url, kind, id) => expect(parseVideoLink(url)).toMatchObject({ kind, id }))

  it('rejects a YouTube id that is not 11 characters', () => {
    expect(parseVideoLink('https://www.youtube.com/watch?v=short')).toBeNull()
  })

  it('recognises a Facebook video', () => {
    expect(parseVideoLink('https://www.facebook.com/zeedijk/videos/1234567890/')?.kind).toBe('facebook')
    expect(parseVideoLink('https://www.facebook.com/zeedijk/')).toBeNull()
  })

  it('recognises a virtual tour by its host', () => {
    expect(parseVideoLink('https://my.matterport.com/show/?m=AbCdEfGh123')).toMatchObject({ kind: 'virtual-tour', embedUrl: 'https://my.matterport.com/show/?m=AbCdEfGh123' })
    expect(parseVideoLink('https://matterport.com.evil.example/show/')).toBeNull()
  })

  it('recognises video files by extension', () => {
    expect(parseVideoLink('https://cdn.zeedijk.be/tour.MP4')?.kind).toBe('file')
    for (const ext of ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm']) expect(isVideoFile(`https://x.be/a.${ext}`)).toBe(true)
    expect(isVideoFile('https://x.be/a.pdf')).toBe(false)
  })

  it.each(['not a url', 'youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', '', null, 'ftp://vimeo.com/123'])('%j matches nothing', (url) => {
    expect(parseVideoLink(url)).toBeNull()
  })

  it('embeds YouTube without tracking cookies and Vimeo with do-not-track', () => {
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXcQ')?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(parseVideoLink('https://vimeo.com/76979871')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?dnt=1')
  })
})

describe('serviceName', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'YouTube'],
    ['https://vimeo.com/123456', 'Vimeo'],
    ['https://my.matterport.com/show/?m=abc', 'my.matterport.com'],
    ['https://www.matterport.com/tour/1', 'matterport.com'],
  ])('%s is shown by %s', (url, name) => {
    expect(serviceName(parseVideoLink(url)!)).toBe(name)
  })
})
