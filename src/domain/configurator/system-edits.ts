import { type Catalogue, type EstimateSystem, indexCatalogue, matchingSystems } from './catalogue'
import { isShadeOffered } from './colours'
import {
  type ConfiguratorState,
  currentSolution,
  type LayerChoice,
  type Sample,
  type SolutionState,
  syncNextStep,
  unlockNextStep,
  withSolution,
} from './state'

/**
 * Steps 1 and 2 of the configurator: the questions and the system they lead to, its layers' products, then the
 * colour chart (finish, range, shade). The colour belongs to the system's finish, so changing one clears the other.
 */

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
