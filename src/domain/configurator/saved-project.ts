import { type Catalogue, indexCatalogue } from './catalogue'
import type { Facade, FacadeShape, OpeningKind } from './quantities'
import {
  blankFacade,
  blankSolution,
  type ConfiguratorState,
  type Contact,
  initialState,
  type ProjectState,
  type Sample,
  type SolutionState,
  selectSolution,
} from './state'
import { layerChoicesFor } from './system-edits'

/**
 * A project as createProject and updateProject take it and the API returns it, and the way between that shape and
 * the configurator's state: dimensions as perimeter lists, preferred products, colours re-read from the catalogue.
 */

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
  // Solution 0 always exists here, so selecting it never refuses.
  return selectSolution({ ...initialState(), project }, 0, catalogue)
}
