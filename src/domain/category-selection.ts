/**
 * The directory's category filter as a group of checkboxes: a temporary selection, applied with one button, and
 * the suggested categories added to it.
 */

/** Whether two selections hold the same categories, whatever their order. */
export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((v) => right.has(v))
}

/** The apply button is enabled only while the temporary selection differs from the applied one. */
export const canApplySelection = (temporary: readonly string[], applied: readonly string[]): boolean =>
  !sameSelection(temporary, applied)

/** A selection with one category checked or unchecked. */
export function toggleCategory(selection: readonly string[], id: string, checked: boolean): string[] {
  const without = selection.filter((v) => v !== id)
  return checked ? [...without, id] : without
}

/** Adding a suggested category: added only when not selected yet, so never twice. */
export function addSuggestion(selection: readonly string[], id: string): string[] {
  return selection.includes(id) ? [...selection] : [...selection, id]
}

export function removeSuggestion(selection: readonly string[], id: string): string[] {
  return selection.filter((v) => v !== id)
}
