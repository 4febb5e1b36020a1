/** The brand mark: a stylised facade of three render layers and the wordmark. */
export function Logo({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 148 32" width="148" height="32" role="img" aria-label={label}>
      <rect x="0" y="4" width="24" height="24" rx="4" fill="var(--color-brand)" />
      <path d="M5 22h14M5 16h14M5 10h14" stroke="var(--color-surface)" strokeWidth="2.5" strokeLinecap="round" />
      <text x="32" y="24" fontFamily="var(--font-sans)" fontSize="21" fontWeight="700" fill="currentColor">
        Murelia
      </text>
    </svg>
  )
}
