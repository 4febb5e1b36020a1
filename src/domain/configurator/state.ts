import { type Catalogue, indexCatalogue } from './catalogue'
import { coatingsForSystem } from './colours'
import { facadeHasData, isFacadeSound } from './dimensions'
import type { Facade } from './quantities'

/**
 * The facade configurator's state (section 4): its shape, a blank start, and moving between steps and solutions.
 * Every transition is a pure function from a state to the next one, used by the browser's reducer and unit-tested
 * one by one; the edits of each step live beside it (system-edits.ts, facade-edits.ts), the saved shape in
 * saved-project.ts.
 */

/** 1 system, 2 colour chart, 3 dimension, 4 results. */
export const STEPS = [1, 2, 3, 4] as const
export type Step = (typeof STEPS)[number]
export const RESULTS_STEP: Step = 4

/** The colour picked on the chart, as a project stores it (the spec's sample). */
export interface Sample {
  name: string
  coatingName: string
  colorCategoryName: string
  colorCode: string
  lightIntensity: number
  colorHex: string
  coating: string
  rangeCode: string
}

export interface LayerChoice {
  systemLayer: string
  /** Product ids of the layer; the first is the active one. */
  products: string[]
  /** An optional layer may be left out. */
  used: boolean
}

export interface SolutionState {
  id: string | null
  /** Question id → answer id. */
  answers: Record<string, string>
  system: string | null
  layers: LayerChoice[]
  /** The colour chart's position: finish type (coating) and range, then the shade. */
  coating: string | null
  rangeCode: string | null
  sample: Sample | null
  facades: Facade[]
}

export interface Contact {
  streetLine: string
  postalCode: string
  locality: string
}

export interface ProjectState {
  id: string | null
  name: string
  contact: Contact
  solutions: SolutionState[]
}

export interface ConfiguratorState {
  step: Step
  allowedSteps: Step[]
  solutionIndex: number
  project: ProjectState
}

export const blankFacade = (): Facade => ({ shape: 'RECTANGLE', base: null, height: null, openings: [] })

export const blankSolution = (): SolutionState => ({
  id: null,
  answers: {},
  system: null,
  layers: [],
  coating: null,
  rangeCode: null,
  sample: null,
  facades: [blankFacade()],
})

export const blankProject = (): ProjectState => ({
  id: null,
  name: '',
  contact: { streetLine: '', postalCode: '', locality: '' },
  solutions: [blankSolution()],
})

/** A blank project on step 1, solution 0: the start, and what restart returns to. */
export const initialState = (): ConfiguratorState => ({
  step: 1,
  allowedSteps: [1],
  solutionIndex: 0,
  project: blankProject(),
})

export function currentSolution(state: ConfiguratorState): SolutionState {
  return state.project.solutions[state.solutionIndex] ?? blankSolution()
}

/** Applies an edit to the current solution; the step modules (system-edits.ts, facade-edits.ts) edit through it. */
export function withSolution(state: ConfiguratorState, update: (s: SolutionState) => SolutionState): ConfiguratorState {
  const solutions = state.project.solutions.map((s, i) => (i === state.solutionIndex ? update(s) : s))
  return { ...state, project: { ...state.project, solutions } }
}

// ——— Steps ———

const sortSteps = (steps: Iterable<Step>): Step[] => [...new Set(steps)].sort((a, b) => a - b)

/** Unlocks the step after the current one. */
export function unlockNextStep(state: ConfiguratorState): ConfiguratorState {
  if (state.step >= RESULTS_STEP || state.allowedSteps.includes((state.step + 1) as Step)) return state
  return { ...state, allowedSteps: sortSteps([...state.allowedSteps, (state.step + 1) as Step]) }
}

/** Locks every step after the current one. */
export function lockNextStep(state: ConfiguratorState): ConfiguratorState {
  const allowedSteps = state.allowedSteps.filter((s) => s <= state.step)
  return allowedSteps.length === state.allowedSteps.length ? state : { ...state, allowedSteps }
}

/** Moves to an allowed step; any other step is refused (the state stays as it was). */
export function goToStep(state: ConfiguratorState, step: Step): ConfiguratorState {
  return state.allowedSteps.includes(step) && step !== state.step ? { ...state, step } : state
}

/** Whether a step of a solution has what the next step needs. */
export function isStepComplete(solution: SolutionState, step: Step, catalogue: Catalogue): boolean {
  switch (step) {
    case 1:
      return solution.system !== null && indexCatalogue(catalogue).system.has(solution.system)
    case 2: {
      const system = solution.system ? indexCatalogue(catalogue).system.get(solution.system) : undefined
      if (!system) return false
      // A system without a coloured finish has nothing to choose here.
      return solution.sample !== null || coatingsForSystem(catalogue, system).length === 0
    }
    case 3:
      return solution.facades.length > 0 && solution.facades.every(isFacadeComplete)
    case 4:
      return true
  }
}

/** Whether a facade is complete and within the dimension rules (bounds, openings inside it). */
export function isFacadeComplete(facade: Facade): boolean {
  return isFacadeSound(facade)
}

/** Whether every step of a solution is complete, so that it has a docket. */
export function isSolutionComplete(solution: SolutionState, catalogue: Catalogue): boolean {
  return ([1, 2, 3] as const).every((s) => isStepComplete(solution, s, catalogue))
}

/** Unlocks or locks the step after the current one from whether the current one is complete. */
export function syncNextStep(state: ConfiguratorState, catalogue: Catalogue): ConfiguratorState {
  return isStepComplete(currentSolution(state), state.step, catalogue) ? unlockNextStep(state) : lockNextStep(state)
}

/** The steps a solution may reach: 1, then each step after a complete one. */
export function reachableSteps(solution: SolutionState, catalogue: Catalogue): Step[] {
  const steps: Step[] = [1]
  for (const step of [1, 2, 3] as const) {
    if (!isStepComplete(solution, step, catalogue)) break
    steps.push((step + 1) as Step)
  }
  return steps
}

// ——— Project and solutions ———

/** Back to a blank project, step 1, solution 0 (the UI asks for confirmation first). */
export function restart(): ConfiguratorState {
  return initialState()
}

const copyFacade = (f: Facade): Facade => ({ ...f, openings: f.openings.map((o) => ({ ...o })) })

/**
 * Appends a blank solution, selects it and returns to step 1; with `copyFacades`, the new solution starts with a
 * copy of the current solution's facades (another system for the same building).
 */
export function addSolution(state: ConfiguratorState, options: { copyFacades?: boolean } = {}): ConfiguratorState {
  const fresh = blankSolution()
  const from = currentSolution(state)
  if (options.copyFacades && from.facades.some(facadeHasData)) fresh.facades = from.facades.map(copyFacade)
  const solutions = [...state.project.solutions, fresh]
  return { step: 1, allowedSteps: [1], solutionIndex: solutions.length - 1, project: { ...state.project, solutions } }
}

/** Whether the current solution has facades another solution could start from. */
export function hasFacadesToCopy(state: ConfiguratorState): boolean {
  return currentSolution(state).facades.some(facadeHasData)
}

/**
 * Deletes a solution while more than one exists. The same solution stays selected when another one goes; when
 * the selected one goes, the selection moves back (to the new last one when the last was deleted).
 */
export function deleteSolution(state: ConfiguratorState, index: number, catalogue: Catalogue): ConfiguratorState {
  const { solutions } = state.project
  if (solutions.length <= 1 || index < 0 || index >= solutions.length) return state
  const remaining = solutions.filter((_, i) => i !== index)
  let solutionIndex = state.solutionIndex
  if (index < solutionIndex) solutionIndex -= 1
  solutionIndex = Math.min(solutionIndex, remaining.length - 1)
  return selectedWith({ ...state, project: { ...state.project, solutions: remaining } }, solutionIndex, catalogue)
}

/** Selects a solution: its results when it is complete, else its first incomplete step. */
export function selectSolution(state: ConfiguratorState, index: number, catalogue: Catalogue): ConfiguratorState {
  if (index < 0 || index >= state.project.solutions.length) return state
  return selectedWith(state, index, catalogue)
}

function selectedWith(state: ConfiguratorState, index: number, catalogue: Catalogue): ConfiguratorState {
  const solution = state.project.solutions[index] ?? blankSolution()
  const allowedSteps = reachableSteps(solution, catalogue)
  const step = allowedSteps[allowedSteps.length - 1] ?? 1
  return { ...state, solutionIndex: index, allowedSteps, step }
}

export function setProjectDetails(
  state: ConfiguratorState,
  details: { id?: string | null; name?: string; contact?: Partial<Contact> },
): ConfiguratorState {
  return {
    ...state,
    project: {
      ...state.project,
      ...(details.id !== undefined ? { id: details.id } : {}),
      ...(details.name !== undefined ? { name: details.name } : {}),
      contact: { ...state.project.contact, ...details.contact },
    },
  }
}

/** Whether anything was entered, so that leaving would lose work. */
export function hasProgress(state: ConfiguratorState): boolean {
  return (
    state.project.solutions.length > 1 ||
    state.project.solutions.some(
      (s) =>
        s.system !== null ||
        Object.keys(s.answers).length > 0 ||
        s.facades.some((f) => f.base !== null || f.height !== null || f.openings.length > 0),
    )
  )
}
