import type { Catalogue } from './catalogue'
import { facadeCountIssue, facadeHasData, MAX_OPENINGS_PER_FACADE } from './dimensions'
import type { FacadeShape, Opening, OpeningKind } from './quantities'
import { blankFacade, type ConfiguratorState, currentSolution, syncNextStep, withSolution } from './state'

/** Step 3 of the configurator: how many facades a solution has, their dimensions and their openings. */

// ——— Step 3: dimension ———

/**
 * How many of the facades a new count would remove hold typed dimensions or openings: the UI asks before it
 * removes any of them.
 */
export function facadesLostBy(state: ConfiguratorState, count: number): number {
  return currentSolution(state).facades.slice(Math.max(0, count)).filter(facadeHasData).length
}

/**
 * Sets how many facades the solution has (1–30): blank ones are added, the last ones removed. A count outside the
 * range, or not whole, changes nothing (the field says why): it is never silently read as another number.
 */
export function setFacadeCount(state: ConfiguratorState, count: number, catalogue: Catalogue): ConfiguratorState {
  if (facadeCountIssue(count)) return state
  const n = count
  return syncNextStep(
    withSolution(state, (s) => ({
      ...s,
      facades:
        n <= s.facades.length
          ? s.facades.slice(0, n)
          : [...s.facades, ...Array.from({ length: n - s.facades.length }, blankFacade)],
    })),
    catalogue,
  )
}

export function updateFacade(
  state: ConfiguratorState,
  facadeIndex: number,
  patch: Partial<{ shape: FacadeShape; base: number | null; height: number | null }>,
  catalogue: Catalogue,
): ConfiguratorState {
  return syncNextStep(
    withSolution(state, (s) => ({
      ...s,
      facades: s.facades.map((f, i) => (i === facadeIndex ? { ...f, ...patch } : f)),
    })),
    catalogue,
  )
}

export function addOpening(
  state: ConfiguratorState,
  facadeIndex: number,
  kind: OpeningKind,
  catalogue: Catalogue,
): ConfiguratorState {
  return syncNextStep(
    withSolution(state, (s) => ({
      ...s,
      facades: s.facades.map((f, i) =>
        i === facadeIndex && f.openings.length < MAX_OPENINGS_PER_FACADE
          ? { ...f, openings: [...f.openings, { kind, width: null, height: null }] }
          : f,
      ),
    })),
    catalogue,
  )
}

export function updateOpening(
  state: ConfiguratorState,
  facadeIndex: number,
  openingIndex: number,
  patch: Partial<Opening>,
  catalogue: Catalogue,
): ConfiguratorState {
  return syncNextStep(
    withSolution(state, (s) => ({
      ...s,
      facades: s.facades.map((f, i) =>
        i === facadeIndex
          ? { ...f, openings: f.openings.map((o, j) => (j === openingIndex ? { ...o, ...patch } : o)) }
          : f,
      ),
    })),
    catalogue,
  )
}

export function removeOpening(
  state: ConfiguratorState,
  facadeIndex: number,
  openingIndex: number,
  catalogue: Catalogue,
): ConfiguratorState {
  return syncNextStep(
    withSolution(state, (s) => ({
      ...s,
      facades: s.facades.map((f, i) =>
        i === facadeIndex ? { ...f, openings: f.openings.filter((_, j) => j !== openingIndex) } : f,
      ),
    })),
    catalogue,
  )
}
