/** The look of a button, shared by the action button and the link styled as a button. */
import type { ReactNode } from 'react'
import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
export type ButtonSize = 'xs' | 's' | 'm'

export interface ButtonLookProps {
  variant?: ButtonVariant
  size?: ButtonSize
  /** A decorative icon (aria-hidden); give the button an aria-label when it has no text. */
  icon?: ReactNode
  iconPosition?: 'start' | 'end'
  fullWidth?: boolean
  disabled?: boolean
  className?: string
  children?: ReactNode
}

export function buttonClassName({
  variant = 'primary',
  size = 'm',
  fullWidth = false,
  className,
}: Pick<ButtonLookProps, 'variant' | 'size' | 'fullWidth' | 'className'>): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : null, className]
    .filter(Boolean)
    .join(' ')
}

export function ButtonInner({
  icon,
  iconPosition = 'start',
  children,
}: Pick<ButtonLookProps, 'icon' | 'iconPosition' | 'children'>) {
  const iconNode = icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null
  return (
    <>
      {iconPosition === 'start' ? iconNode : null}
      {children ? <span className={styles.label}>{children}</span> : null}
      {iconPosition === 'end' ? iconNode : null}
    </>
  )
}
