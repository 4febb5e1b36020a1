/**
 * A short label (work done, finish, selected filter). Removable when given `onRemove`, with a
 * real button whose accessible name is `removeLabel` (for example "Retirer « Enduit minéral »").
 * No hooks, so it renders on the server too; only a client parent can pass `onRemove`.
 */
import type { ReactNode } from 'react'
import { CloseIcon } from './icons'
import styles from './Tag.module.css'

export type TagSize = 'xs' | 's'

type TagRemoval = { onRemove?: undefined; removeLabel?: undefined } | { onRemove: () => void; removeLabel: string }

export type TagProps = {
  children: ReactNode
  size?: TagSize
  className?: string
} & TagRemoval

export function Tag({ children, size = 's', className, onRemove, removeLabel }: TagProps) {
  const classes = [styles.tag, styles[size], onRemove ? styles.removable : null, className].filter(Boolean).join(' ')
  return (
    <span className={classes}>
      <span className={styles.label}>{children}</span>
      {onRemove ? (
        <button type="button" className={styles.remove} aria-label={removeLabel} onClick={onRemove}>
          <CloseIcon />
        </button>
      ) : null}
    </span>
  )
}
