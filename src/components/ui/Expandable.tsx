'use client'

/**
 * A titled block whose content the visitor can show and hide (FAQ answers, footer groups on small
 * screens). The title is a heading holding a button with aria-expanded and aria-controls; the block
 * is always open when disabled or not expandable (see domain/expandable).
 */
import { type ReactNode, useState } from 'react'
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components'
import { isExpandableOpen, isExpandableToggleable } from '@/domain/expandable'
import styles from './Expandable.module.css'
import { ChevronDownIcon } from './icons'

export type ExpandableTheme = 'dark' | 'light' | 'steps' | 'transparent'
export type ExpandableTitleSize = 's' | 'm'

export interface ExpandableProps {
  title: ReactNode
  children: ReactNode
  titleSize?: ExpandableTitleSize
  theme?: ExpandableTheme
  /** When false the block is a plain titled section, always open, with no toggle. */
  expandable?: boolean
  /** When true the toggle is disabled and the block stays open. */
  disabled?: boolean
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean
  /** Controlled open state. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Level of the heading that holds the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  className?: string
}

export function Expandable({
  title,
  children,
  titleSize = 'm',
  theme = 'light',
  expandable = true,
  disabled = false,
  defaultOpen = false,
  open,
  onOpenChange,
  headingLevel = 3,
  className,
}: ExpandableProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const chosen = open ?? uncontrolledOpen
  const isOpen = isExpandableOpen({ open: chosen, disabled, expandable })
  const toggleable = isExpandableToggleable({ disabled, expandable })
  const classes = [styles.expandable, styles[theme], styles[`title-${titleSize}`], className].filter(Boolean).join(' ')

  if (!expandable) {
    return (
      <section className={classes}>
        <Heading level={headingLevel} className={styles.heading}>
          <span className={styles.static}>{title}</span>
        </Heading>
        <div className={styles.panel}>{children}</div>
      </section>
    )
  }

  const handleExpandedChange = (next: boolean) => {
    if (!toggleable) return
    if (open === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  return (
    <Disclosure className={classes} isExpanded={isOpen} onExpandedChange={handleExpandedChange} isDisabled={disabled}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </Disclosure>
  )
}
