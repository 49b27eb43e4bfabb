'use client'

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button button--ghost" onClick={() => window.print()}>
      {label}
    </button>
  )
}
