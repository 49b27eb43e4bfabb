/**
 * What a video or tour link points to (SPEC §5): YouTube (11-character id), Vimeo (numeric id), a Facebook
 * video, a Matterport virtual tour (host ends with matterport.com), Dailymotion, Wistia, or a video file
 * (.mp4, .mov, .wmv, .avi, .flv, .webm). An invalid URL matches no host. The embed URL is what an iframe or
 * <video> element loads.
 */
export type VideoLink =
  | { kind: 'youtube' | 'vimeo' | 'dailymotion' | 'wistia'; id: string; embedUrl: string }
  | { kind: 'facebook' | 'virtual-tour'; embedUrl: string }
  | { kind: 'file'; embedUrl: string }

const FILE_EXTENSIONS = ['.mp4', '.mov', '.wmv', '.avi', '.flv', '.webm']

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

export function isVideoFile(url: string): boolean {
  const lower = url.toLowerCase()
  return FILE_EXTENSIONS.some((extension) => lower.includes(extension))
}

export function parseVideoLink(raw: string | null | undefined): VideoLink | null {
  const text = raw?.trim()
  if (!text) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  const path = url.pathname

  if (hostIs(host, 'youtube.com') || hostIs(host, 'youtu.be') || hostIs(host, 'youtube-nocookie.com')) {
    const id = hostIs(host, 'youtu.be') ? path.slice(1) : (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/?]+)/.exec(path)?.[1] ?? '')
    return /^[\w-]{11}$/.test(id) ? { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : null
  }
  if (hostIs(host, 'vimeo.com')) {
    const id = /(?:^|\/)(\d+)(?:\/|$)/.exec(path)?.[1]
    return id ? { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` } : null
  }
  if ((hostIs(host, 'facebook.com') || hostIs(host, 'fb.watch')) && (/\/videos?\//.test(path) || url.searchParams.has('v') || hostIs(host, 'fb.watch'))) {
    return { kind: 'facebook', embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.toString())}` }
  }
  if (hostIs(host, 'matterport.com')) {
    return { kind: 'virtual-tour', embedUrl: url.toString() }
  }
  if (hostIs(host, 'dailymotion.com') || hostIs(host, 'dai.ly')) {
    const id = hostIs(host, 'dai.ly') ? path.slice(1) : /\/video\/([a-z0-9]+)/i.exec(path)?.[1]
    return id ? { kind: 'dailymotion', id, embedUrl: `https://www.dailymotion.com/embed/video/${id}` } : null
  }
  if (hostIs(host, 'wistia.com') || hostIs(host, 'wistia.net')) {
    const id = /\/(?:medias|iframe)\/([a-z0-9]+)/i.exec(path)?.[1]
    return id ? { kind: 'wistia', id, embedUrl: `https://fast.wistia.net/embed/iframe/${id}` } : null
  }
  if (isVideoFile(url.pathname)) return { kind: 'file', embedUrl: url.toString() }
  return null
}

const SERVICE_NAMES: Partial<Record<VideoLink['kind'], string>> = { youtube: 'YouTube', vimeo: 'Vimeo', dailymotion: 'Dailymotion', wistia: 'Wistia', facebook: 'Facebook' }

/** The service a visitor is told about before its player loads: its usual name, or the host of a tour. */
export function serviceName(link: VideoLink): string {
  return SERVICE_NAMES[link.kind] ?? new URL(link.embedUrl).hostname.replace(/^www\./, '')
}
