/** The brand mark: a gabled facade with a rendered band and a window, beside the wordmark. */
export function Logo({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 148 32" width="148" height="32" role="img" aria-label={label}>
      <path d="M2 14 14 4l12 10v14H2z" fill="var(--color-brand)" />
      <rect x="2" y="22" width="24" height="3" fill="var(--color-accent)" />
      <rect x="11" y="13" width="6" height="6" rx="1" fill="var(--color-surface)" />
      <text x="32" y="24" fontFamily="var(--font-sans)" fontSize="21" fontWeight="700" fill="currentColor">
        Murelia
      </text>
    </svg>
  )
}
