import styles from './Blocks.module.css'

/** The cue that a link leaves the site: an arrow out of a box, and the same words for screen readers. */
export function ExternalMark({ label }: { label: string }) {
  return (
    <>
      <svg
        className={styles.externalIcon}
        viewBox="0 0 16 16"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M9 2.5h4.5V7M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
      </svg>
      <span className="visually-hidden"> {label}</span>
    </>
  )
}
