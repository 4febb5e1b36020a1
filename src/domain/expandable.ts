/** What decides whether an expandable block shows its content. */
export interface ExpandableOpenInput {
  /** The open state the visitor (or the caller) chose. */
  open: boolean
  disabled?: boolean
  /** Defaults to true: a block that is not expandable has nothing to toggle. */
  expandable?: boolean
}

/** Whether an expandable block is open: always when disabled or not expandable, otherwise as chosen. */
export function isExpandableOpen({ open, disabled = false, expandable = true }: ExpandableOpenInput): boolean {
  return disabled || !expandable || open
}

/** Whether the visitor may toggle the block: only when it is expandable and not disabled. */
export function isExpandableToggleable({
  disabled = false,
  expandable = true,
}: Omit<ExpandableOpenInput, 'open'>): boolean {
  return expandable && !disabled
}
