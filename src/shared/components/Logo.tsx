/** The agency's logo as uploaded in Settings → Agency (ADR 0056): a root-relative address and its size. */
export type LogoImage = { src: string; width?: number | null; height?: number | null }

/** The agency's uploaded logo when there is one; else the wordmark, drawn inline so it costs no request. */
export function Logo({ label, image }: { label: string; image?: LogoImage | null }) {
  if (image) return <img className="logo__img" src={image.src} alt={label} width={image.width ?? undefined} height={image.height ?? undefined} />
  return (
    <svg className="logo__svg" viewBox="0 0 220 48" role="img" aria-label={label}>
      <path d="M4 30c6-6 12-6 18 0s12 6 18 0" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <path d="M4 40c6-6 12-6 18 0s12 6 18 0" fill="none" stroke="#e8a33d" strokeWidth="4" strokeLinecap="round" />
      <path d="M10 22 22 8l12 14" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <text x="52" y="28" fontFamily="inherit" fontSize="24" fontWeight="700" letterSpacing="2" fill="currentColor">
        ZEEDIJK
      </text>
      <text x="53" y="44" fontFamily="inherit" fontSize="11" letterSpacing="4.2" fill="currentColor" opacity="0.8">
        VASTGOED · IMMO
      </text>
    </svg>
  )
}
