import type { Selection } from 'react-aria-components'

/** The one key of a single selection, as a string; null when nothing (or everything) is selected. */
export function firstKey(keys: Selection): string | null {
  if (keys === 'all') return null
  const [key] = keys
  return key === undefined ? null : String(key)
}
