const PATHS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  linkedin:
    'M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h4v1.7c.6-1 1.9-2 3.8-2 4 0 4.2 2.6 4.2 6V21h-4v-5.6c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3V21H10z',
  x_twitter: 'M4 3h4.6l4.1 5.8L17.8 3H20l-6.3 7.2L21 21h-4.6l-4.5-6.3L6.3 21H4l6.9-7.9z',
  youtube:
    'M22 8.2a3 3 0 00-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 002 8.2 31 31 0 002 12a31 31 0 00.1 3.8 3 3 0 002.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 002.1-2.1A31 31 0 0022 12a31 31 0 000-3.8zM10 15V9l5.2 3z',
}

/** A social network's icon, decorative (the link carries the name). */
export function SocialIcon({ network }: { network: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
      <path d={PATHS[network] ?? PATHS.facebook} />
    </svg>
  )
}
