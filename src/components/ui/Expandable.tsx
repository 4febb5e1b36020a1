'use client'

/**
 * A titled block whose content the visitor can show and hide (FAQ answers, footer groups on small
 * screens). The title is a heading holding a button with aria-expanded and aria-controls; the block
 * is always open when disabled or not expandable (see domain/expandable).
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
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

  const Heading = `h${headingLevel}` as const
  const triggerId = useId()
  const panelId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const handleExpandedChange = (next: boolean) => {
    if (!toggleable) return
    if (open === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }
  // A closed panel keeps its text findable: the browser's find-in-page reveals it ("until-found") and the
  // beforematch event opens the block.
  const reveal = useRef(handleExpandedChange)
  reveal.current = handleExpandedChange
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    if (!isOpen) panel.setAttribute('hidden', 'until-found')
    const onMatch = () => reveal.current(true)
    panel.addEventListener('beforematch', onMatch)
    return () => panel.removeEventListener('beforematch', onMatch)
  }, [isOpen])

  if (!expandable) {
    return (
      <section className={classes}>
        <Heading className={styles.heading}>
          <span className={styles.static}>{title}</span>
        </Heading>
        <div className={styles.panel}>{children}</div>
      </section>
    )
  }

  return (
    <div className={classes} data-expanded={isOpen || undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={triggerId}
          className={styles.trigger}
          aria-expanded={isOpen}
          aria-controls={panelId}
          disabled={disabled}
          data-disabled={disabled || undefined}
          onClick={() => handleExpandedChange(!isOpen)}
        >
          <span>{title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </Heading>
      {/* biome-ignore lint/a11y/useSemanticElements: a disclosure panel named by its trigger, as in the ARIA pattern; a fieldset would announce a form group */}
      <div
        ref={panelRef}
        id={panelId}
        role="group"
        aria-labelledby={triggerId}
        className={styles.panel}
        hidden={!isOpen}
      >
        {children}
      </div>
    </div>
  )
}
