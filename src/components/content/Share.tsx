'use client'

import { useTranslations } from 'next-intl'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import styles from './Share.module.css'

/** How long the share snackbar stays. */
export const SHARE_SNACKBAR_MS = 3000

/** Copies the page's address to the clipboard and says whether it worked in a snackbar. */
export function Share({ align = 'left' }: { align?: 'left' | 'center' }) {
  const t = useTranslations('Share')
  const { snackbar } = useToasts()

  async function copy() {
    try {
      // Throws when the page is not allowed to write (no permission, insecure context, no clipboard).
      await navigator.clipboard.writeText(window.location.href)
      snackbar({ type: 'success', message: t('success'), countdown: SHARE_SNACKBAR_MS })
    } catch {
      snackbar({ type: 'danger', message: t('error'), countdown: SHARE_SNACKBAR_MS })
    }
  }

  return (
    <div className={styles.share} data-align={align}>
      <h2 className={styles.title}>{t('title')}</h2>
      <Button variant="secondary" size="s" onPress={copy} icon={<LinkIcon />} className={styles.button}>
        {t('copy')}
      </Button>
    </div>
  )
}

function LinkIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" strokeLinecap="round" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" strokeLinecap="round" />
    </svg>
  )
}
