import { type Catalogue, indexCatalogue, type Product } from './catalogue'
import { isFacadeSound } from './dimensions'
import { type DocketLine, docketFor, type Measures, measureFacades } from './quantities'
import type { SolutionState } from './state'

/** Step 4 of the configurator: what a finished solution orders, and its measures and docket. */

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
