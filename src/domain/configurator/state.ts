import { type Catalogue, type EstimateSystem, indexCatalogue, matchingSystems, type Product } from './catalogue'
import { coatingsForSystem, isShadeOffered } from './colours'
import { facadeCountIssue, facadeHasData, isFacadeSound, MAX_OPENINGS_PER_FACADE } from './dimensions'
import {
  type DocketLine,
  docketFor,
  type Facade,
  type FacadeShape,
  type Measures,
  measureFacades,
  type Opening,
  type OpeningKind,
} from './quantities'

/**
 * The facade configurator's state and every transition of the specification (section 4): pure functions from
 * a state to the next one, used by the browser's reducer and unit-tested one by one.
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

function withSolution(state: ConfiguratorState, update: (s: SolutionState) => SolutionState): ConfiguratorState {
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

// ——— Step 1: system ———

/** The layers of a system, each with its products in the catalogue's order. */
export function layerChoicesFor(system: EstimateSystem, catalogue: Catalogue): LayerChoice[] {
  const index = indexCatalogue(catalogue)
  return system.systemLayers.map((sl) => ({
    systemLayer: sl.id,
    products: (index.layer.get(sl.layer)?.layerProducts ?? []).map((lp) => lp.product),
    used: true,
  }))
}

/** Answers a question; a chosen system that the answers no longer lead to is dropped. */
export function answerQuestion(
  state: ConfiguratorState,
  questionId: string,
  answerId: string | null,
  catalogue: Catalogue,
): ConfiguratorState {
  const next = withSolution(state, (s) => {
    const answers = { ...s.answers }
    if (answerId) answers[questionId] = answerId
    else delete answers[questionId]
    const stillMatches = s.system !== null && matchingSystems(catalogue, answers).some((m) => m.id === s.system)
    return stillMatches ? { ...s, answers } : { ...blankSystemPart(s), answers }
  })
  return syncNextStep(next, catalogue)
}

const blankSystemPart = (s: SolutionState): SolutionState => ({
  ...s,
  system: null,
  layers: [],
  coating: null,
  rangeCode: null,
  sample: null,
})

/**
 * Chooses the solution's system. The same id changes nothing (the layer choices and the colour stay); another
 * one replaces the system with its layers and clears the colour, which belonged to the old finish.
 */
export function changeSystem(state: ConfiguratorState, systemId: string, catalogue: Catalogue): ConfiguratorState {
  const solution = currentSolution(state)
  if (solution.system === systemId) return state
  const system = indexCatalogue(catalogue).system.get(systemId)
  if (!system) return state
  const next = withSolution(state, (s) => ({
    ...blankSystemPart(s),
    system: system.id,
    layers: layerChoicesFor(system, catalogue),
  }))
  // The colour chart must be visited again: only the step after this one stays open.
  return unlockNextStep({ ...next, allowedSteps: next.allowedSteps.filter((s) => s <= next.step) })
}

/** Makes a product the layer's active one by exchanging its position with the current first. */
export function swapLayerProduct(state: ConfiguratorState, systemLayer: string, productId: string): ConfiguratorState {
  return withSolution(state, (s) => ({
    ...s,
    layers: s.layers.map((l) => {
      const at = l.products.indexOf(productId)
      if (l.systemLayer !== systemLayer || at <= 0) return l
      const products = [...l.products]
      products[at] = products[0] as string
      products[0] = productId
      return { ...l, products }
    }),
  }))
}

/** Leaves an optional layer out, or takes it back; a required layer is always used. */
export function setLayerUsed(
  state: ConfiguratorState,
  systemLayer: string,
  used: boolean,
  catalogue: Catalogue,
): ConfiguratorState {
  const solution = currentSolution(state)
  const system = solution.system ? indexCatalogue(catalogue).system.get(solution.system) : undefined
  const required = system?.systemLayers.find((l) => l.id === systemLayer)?.required ?? true
  if (required && !used) return state
  return withSolution(state, (s) => ({
    ...s,
    layers: s.layers.map((l) => (l.systemLayer === systemLayer ? { ...l, used } : l)),
  }))
}

// ——— Step 2: colour chart ———

/** Picks the finish type; its product becomes the finish layer's active one. A new finish clears range and shade. */
export function chooseCoating(state: ConfiguratorState, coatingId: string, catalogue: Catalogue): ConfiguratorState {
  const index = indexCatalogue(catalogue)
  const coating = index.coating.get(coatingId)
  const solution = currentSolution(state)
  const system = solution.system ? index.system.get(solution.system) : undefined
  if (!coating || !system) return state
  let next = state
  if (solution.coating !== coatingId) {
    next = withSolution(state, (s) => ({ ...s, coating: coatingId, rangeCode: null, sample: null }))
  }
  const product = index.productByCode.get(coating.code)
  if (product) {
    for (const sl of system.systemLayers.filter((l) => l.finish)) {
      next = swapLayerProduct(next, sl.id, product.id)
    }
  }
  return syncNextStep(next, catalogue)
}

/** Picks a colour range of the chosen finish. */
export function chooseRange(state: ConfiguratorState, rangeCode: string, catalogue: Catalogue): ConfiguratorState {
  const solution = currentSolution(state)
  if (solution.rangeCode === rangeCode) return state
  return syncNextStep(
    withSolution(state, (s) => ({ ...s, rangeCode, sample: null })),
    catalogue,
  )
}

/** Picks a shade of the chosen range; a shade the system does not offer (too dark) is refused. */
export function chooseShade(state: ConfiguratorState, shadeCode: string, catalogue: Catalogue): ConfiguratorState {
  const index = indexCatalogue(catalogue)
  const solution = currentSolution(state)
  const system = solution.system ? index.system.get(solution.system) : undefined
  const coating = solution.coating ? index.coating.get(solution.coating) : undefined
  if (!system || !coating) return state
  for (const category of coating.colorCategories) {
    const range = category.colorRanges.find((r) => r.code === solution.rangeCode)
    const shade = range?.colorShades.find((c) => c.code === shadeCode)
    if (!range || !shade) continue
    if (!isShadeOffered(shade, system)) return state
    const sample: Sample = {
      name: `${coating.name} ${shade.code}`,
      coatingName: coating.name,
      colorCategoryName: category.name,
      colorCode: shade.code,
      lightIntensity: shade.lightIntensity,
      colorHex: shade.colorHex,
      coating: coating.id,
      rangeCode: range.code,
    }
    return syncNextStep(
      withSolution(state, (s) => ({ ...s, sample })),
      catalogue,
    )
  }
  return state
}

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

// ——— Results ———

/** The products a solution orders: each used layer's active product and its associates, in layer order. */
export function solutionProducts(solution: SolutionState, catalogue: Catalogue): Product[] {
  const index = indexCatalogue(catalogue)
  const system = solution.system ? index.system.get(solution.system) : undefined
  if (!system) return []
  const products: Product[] = []
  for (const sl of system.systemLayers) {
    const choice = solution.layers.find((l) => l.systemLayer === sl.id)
    if (!choice?.used) continue
    const active = choice.products[0]
    const layerProduct = index.layer.get(sl.layer)?.layerProducts.find((lp) => lp.product === active)
    if (!layerProduct) continue
    for (const id of [layerProduct.product, ...layerProduct.associates]) {
      const product = index.product.get(id)
      if (product) products.push(product)
    }
  }
  return products
}

export interface SolutionResult {
  measures: Measures
  docket: DocketLine[]
}

/**
 * The measures and the docket of one solution. Facades that break the dimension rules (an opening larger than its
 * wall, a 1 km facade) order nothing: a docket is only drawn from dimensions that make sense.
 */
export function solutionResult(solution: SolutionState, catalogue: Catalogue): SolutionResult {
  const measures = measureFacades(solution.facades)
  if (!solution.facades.every(isFacadeSound)) return { measures, docket: [] }
  return { measures, docket: docketFor(solutionProducts(solution, catalogue), measures) }
}

// ——— Saved projects ———

export type BaseHeight = 'BASE' | 'HEIGHT'
export type WidthHeight = 'WIDTH' | 'HEIGHT'

export interface Dimension<T extends string> {
  type: T
  value: number
}

/** A facade as a project stores it: its dimensions as a perimeter list (a square has BASE only). */
export interface SavedFacade {
  shape: FacadeShape
  perimeter: Dimension<BaseHeight>[]
  openingFacades: Array<{ kind: OpeningKind; perimeter: Dimension<WidthHeight>[] }>
}

export interface Preference {
  systemLayer: string
  /** Null for an optional layer left out. */
  product: string | null
}

export interface SavedSolution {
  id?: string | null
  estimateSystem: string | null
  answers: string[]
  sample: Sample | null
  facades: SavedFacade[]
  preferences: Preference[]
}

export interface SavedProject {
  id: string | null
  name: string
  contact: Contact
  solutions: SavedSolution[]
}

const dimension = <T extends string>(list: readonly Dimension<T>[], type: T): number | null => {
  const v = list.find((d) => d.type === type)?.value
  return typeof v === 'number' && Number.isFinite(v) ? v : null
}

/** A facade from its stored perimeter list. */
export function facadeFromSaved(saved: SavedFacade): Facade {
  return {
    shape: saved.shape === 'SQUARE' ? 'SQUARE' : 'RECTANGLE',
    base: dimension(saved.perimeter, 'BASE'),
    height: saved.shape === 'SQUARE' ? null : dimension(saved.perimeter, 'HEIGHT'),
    openings: saved.openingFacades.map((o) => ({
      kind: o.kind === 'DOOR' ? 'DOOR' : 'WINDOW',
      width: dimension(o.perimeter, 'WIDTH'),
      height: dimension(o.perimeter, 'HEIGHT'),
    })),
  }
}

const present = <T extends string>(type: T, value: number | null): Dimension<T>[] =>
  value === null ? [] : [{ type, value }]

/** A facade as a project stores it. */
export function facadeToSaved(facade: Facade): SavedFacade {
  return {
    shape: facade.shape,
    perimeter: [
      ...present('BASE', facade.base),
      ...(facade.shape === 'SQUARE' ? [] : present('HEIGHT', facade.height)),
    ],
    openingFacades: facade.openings.map((o) => ({
      kind: o.kind,
      perimeter: [...present('WIDTH', o.width), ...present('HEIGHT', o.height)],
    })),
  }
}

/** The project in the shape createProject and updateProject take. */
export function projectToSaved(project: ProjectState): SavedProject {
  return {
    id: project.id,
    name: project.name,
    contact: project.contact,
    solutions: project.solutions.map((s) => ({
      id: s.id,
      estimateSystem: s.system,
      answers: Object.values(s.answers),
      sample: s.sample,
      facades: s.facades.map(facadeToSaved),
      preferences: s.layers.map((l) => ({
        systemLayer: l.systemLayer,
        product: l.used ? (l.products[0] ?? null) : null,
      })),
    })),
  }
}

/** Moves a product to the front of a list, the others keeping their order. */
function toFront(products: readonly string[], id: string): string[] {
  return products.includes(id) ? [id, ...products.filter((p) => p !== id)] : [...products]
}

/**
 * A stored colour with its names in the catalogue's language: a project saved on /fr keeps French copies of the
 * names, which a reader on /nl must not see. The shade is found by its coating, range and code; the stored copies
 * are kept only when the catalogue no longer has it.
 */
export function localizeSample(sample: Sample, catalogue: Catalogue): Sample {
  const coating = indexCatalogue(catalogue).coating.get(sample.coating)
  if (!coating) return sample
  const found = catalogueSample(sample, catalogue)
  return found
    ? {
        ...sample,
        name: found.name,
        coatingName: found.coatingName,
        colorCategoryName: found.colorCategoryName,
        rangeCode: found.rangeCode,
      }
    : { ...sample, coatingName: coating.name }
}

/**
 * The colour a solution stores, taken whole from the catalogue by its coating, range (when given) and shade code:
 * names, light reflectance and hex are the catalogue's, never the browser's copies (issue 22: a project stored
 * whatever name and LRV it was sent), as createColorFinder does for a sample request. Null when the catalogue has
 * no such shade (the API answers UNKNOWN_FINISH).
 */
export function catalogueSample(
  sample: Pick<Sample, 'coating' | 'colorCode'> & { rangeCode?: string | null },
  catalogue: Catalogue,
): Sample | null {
  const coating = indexCatalogue(catalogue).coating.get(sample.coating)
  if (!coating) return null
  for (const category of coating.colorCategories) {
    for (const range of category.colorRanges) {
      if (sample.rangeCode && range.code !== sample.rangeCode) continue
      const shade = range.colorShades.find((c) => c.code === sample.colorCode)
      if (!shade) continue
      return {
        name: `${coating.name} ${shade.code}`,
        coatingName: coating.name,
        colorCategoryName: category.name,
        colorCode: shade.code,
        lightIntensity: shade.lightIntensity,
        colorHex: shade.colorHex,
        coating: coating.id,
        rangeCode: range.code,
      }
    }
  }
  return null
}

/** A stored solution as the configurator holds it; what the catalogue no longer has is dropped. */
export function solutionFromSaved(saved: SavedSolution, catalogue: Catalogue): SolutionState {
  const index = indexCatalogue(catalogue)
  const system = saved.estimateSystem ? index.system.get(saved.estimateSystem) : undefined
  const answers: Record<string, string> = {}
  for (const question of catalogue.questions) {
    const answer = question.answers.find((a) => saved.answers.includes(a.id))
    if (answer) answers[question.id] = answer.id
  }
  const layers = system
    ? layerChoicesFor(system, catalogue).map((choice) => {
        const preference = saved.preferences.find((p) => p.systemLayer === choice.systemLayer)
        if (!preference) return choice
        const required = system.systemLayers.find((l) => l.id === choice.systemLayer)?.required ?? true
        if (preference.product === null) return { ...choice, used: required }
        return { ...choice, products: toFront(choice.products, preference.product) }
      })
    : []
  const sample =
    system && saved.sample && index.coating.has(saved.sample.coating) ? localizeSample(saved.sample, catalogue) : null
  const facades = saved.facades.map(facadeFromSaved)
  return {
    id: saved.id ?? null,
    answers,
    system: system?.id ?? null,
    layers,
    coating: sample?.coating ?? null,
    rangeCode: sample?.rangeCode ?? null,
    sample,
    facades: facades.length ? facades : [blankFacade()],
  }
}

/**
 * Opens a saved project: perimeter lists become base and height, each layer's preferred product moves to the
 * front. The first solution is selected, on its results when it is complete.
 */
export function loadProject(saved: SavedProject, catalogue: Catalogue): ConfiguratorState {
  const solutions = saved.solutions.map((s) => solutionFromSaved(s, catalogue))
  const project: ProjectState = {
    id: saved.id,
    name: saved.name,
    contact: { ...saved.contact },
    solutions: solutions.length ? solutions : [blankSolution()],
  }
  return selectedWith({ ...initialState(), project }, 0, catalogue)
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
