/**
 * What stands where a property or project has no picture (issue 23): a drawing in the site's colours — sky,
 * sun, the sea and a house on the dyke — instead of a grey box. Inline SVG, so nothing is fetched; it shows
 * nothing a visitor needs to read, so it is hidden from screen readers.
 */
export function PicturePlaceholder({ className }: { className?: string }) {
  return (
    <svg
      className={['picture-placeholder', className].filter(Boolean).join(' ')}
      viewBox="0 0 300 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-placeholder=""
    >
      <rect width="300" height="200" fill="#e7f1f7" />
      <circle cx="232" cy="58" r="22" fill="#e8a33d" />
      <path d="M0 118 Q37 108 75 118 T150 118 T225 118 T300 118 V200 H0 Z" fill="#145f8c" />
      <path d="M0 134 Q37 124 75 134 T150 134 T225 134 T300 134" fill="none" stroke="#e7f1f7" strokeWidth="3" strokeLinecap="round" opacity="0.55" />
      <path d="M0 150 H300 V200 H0 Z" fill="#f6f1e7" />
      <g fill="#0b2a4a">
        <path d="M92 150 V104 L124 80 L156 104 V150 Z" />
        <path d="M160 150 V112 L184 95 L208 112 V150 Z" opacity="0.85" />
      </g>
      <g fill="#f6f1e7">
        <rect x="106" y="112" width="12" height="12" rx="1.5" />
        <rect x="130" y="112" width="12" height="12" rx="1.5" />
        <rect x="117" y="132" width="14" height="18" rx="1.5" />
        <rect x="178" y="120" width="12" height="12" rx="1.5" />
      </g>
    </svg>
  )
}
