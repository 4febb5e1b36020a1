import { describe, expect, it } from 'vitest'
import {
  addOpening,
  addSolution,
  answerQuestion,
  type ConfiguratorState,
  changeSystem,
  chooseCoating,
  chooseRange,
  chooseShade,
  currentSolution,
  deleteSolution,
  facadeFromSaved,
  facadeToSaved,
  goToStep,
  hasProgress,
  initialState,
  isStepComplete,
  loadProject,
  lockNextStep,
  offeredRanges,
  projectToSaved,
  removeOpening,
  restart,
  type SavedProject,
  selectSolution,
  setFacadeCount,
  setLayerUsed,
  setProjectDetails,
  solutionResult,
  swapLayerProduct,
  unlockNextStep,
  updateFacade,
  updateOpening,
} from '@/domain/configurator'
import { demoCatalogue } from '@/seed/configurator-data'

const catalogue = demoCatalogue('fr')

/** A solution taken through the three steps: ETICS EPS, the first offered shade, one 10 × 6 facade. */
function completeSolution(state: ConfiguratorState = initialState(), system = 'etics-eps'): ConfiguratorState {
  let s = changeSystem(state, system, catalogue)
  s = goToStep(s, 2)
  s = chooseCoating(s, 'MT-MIN-20', catalogue)
  s = chooseRange(s, 'M-OC', catalogue)
  s = chooseShade(s, 'M-OC 100', catalogue)
  s = goToStep(s, 3)
  s = updateFacade(s, 0, { base: 10, height: 6 }, catalogue)
  return goToStep(s, 4)
}

describe('steps', () => {
  it('start as [1] on a blank project, solution 0', () => {
    const s = initialState()
    expect(s.step).toBe(1)
    expect(s.allowedSteps).toEqual([1])
    expect(s.solutionIndex).toBe(0)
    expect(s.project.solutions).toHaveLength(1)
    expect(s.project.id).toBeNull()
  })

  it('unlock the step after the current one, once', () => {
    const s = unlockNextStep(initialState())
    expect(s.allowedSteps).toEqual([1, 2])
    expect(unlockNextStep(s)).toBe(s)
  })

  it('lock every step after the current one', () => {
    const s = { ...initialState(), step: 2 as const, allowedSteps: [1, 2, 3, 4] as ConfiguratorState['allowedSteps'] }
    expect(lockNextStep(s).allowedSteps).toEqual([1, 2])
    const first = { ...s, step: 1 as const }
    expect(lockNextStep(first).allowedSteps).toEqual([1])
  })

  it('never unlock past the results', () => {
    const s = { ...initialState(), step: 4 as const, allowedSteps: [1, 2, 3, 4] as ConfiguratorState['allowedSteps'] }
    expect(unlockNextStep(s)).toBe(s)
  })

  it('go only to an allowed step', () => {
    const s = initialState()
    expect(goToStep(s, 3)).toBe(s)
    const open = unlockNextStep(s)
    expect(goToStep(open, 2).step).toBe(2)
  })

  it('unlock as each step is completed and lock when it no longer is', () => {
    let s = changeSystem(initialState(), 'etics-eps', catalogue)
    expect(s.allowedSteps).toEqual([1, 2])
    s = goToStep(s, 2)
    s = chooseCoating(s, 'MT-MIN-20', catalogue)
    expect(s.allowedSteps).toEqual([1, 2])
    s = chooseRange(s, 'M-OC', catalogue)
    s = chooseShade(s, 'M-OC 100', catalogue)
    expect(s.allowedSteps).toEqual([1, 2, 3])
    s = goToStep(s, 3)
    s = updateFacade(s, 0, { base: 10 }, catalogue)
    expect(s.allowedSteps).toEqual([1, 2, 3])
    s = updateFacade(s, 0, { height: 6 }, catalogue)
    expect(s.allowedSteps).toEqual([1, 2, 3, 4])
    s = addOpening(s, 0, 'WINDOW', catalogue)
    expect(s.allowedSteps).toEqual([1, 2, 3])
    s = updateOpening(s, 0, 0, { width: 1.2, height: 1.5 }, catalogue)
    expect(s.allowedSteps).toEqual([1, 2, 3, 4])
    s = removeOpening(s, 0, 0, catalogue)
    expect(currentSolution(s).facades[0]?.openings).toEqual([])
  })

  it('treat the colour step as complete for a system without a coloured finish', () => {
    const s = changeSystem(initialState(), 'interior-plasterboard', catalogue)
    expect(isStepComplete(currentSolution(s), 2, catalogue)).toBe(true)
  })
})

describe('restart', () => {
  it('returns to a blank project, step 1, solution 0', () => {
    const busy = addSolution(completeSolution())
    const s = restart()
    expect(busy.project.solutions).toHaveLength(2)
    expect(s).toEqual(initialState())
  })
})

describe('solutions', () => {
  it('adding appends a blank one, selects it and returns to step 1', () => {
    const s = addSolution(completeSolution())
    expect(s.project.solutions).toHaveLength(2)
    expect(s.solutionIndex).toBe(1)
    expect(s.step).toBe(1)
    expect(s.allowedSteps).toEqual([1])
    expect(currentSolution(s).system).toBeNull()
    expect(s.project.solutions[0]?.system).toBe('etics-eps')
  })

  it('deleting is refused while only one exists', () => {
    const s = completeSolution()
    expect(deleteSolution(s, 0, catalogue)).toBe(s)
  })

  it('deleting the selected last one moves the selection back', () => {
    const s = addSolution(addSolution(completeSolution()))
    expect(s.solutionIndex).toBe(2)
    const after = deleteSolution(s, 2, catalogue)
    expect(after.project.solutions).toHaveLength(2)
    expect(after.solutionIndex).toBe(1)
  })

  it('deleting one before the selected keeps the same solution selected', () => {
    let s = addSolution(completeSolution())
    s = completeSolution(s, 'etics-mw')
    const after = deleteSolution(s, 0, catalogue)
    expect(after.solutionIndex).toBe(0)
    expect(currentSolution(after).system).toBe('etics-mw')
  })

  it('deleting one after the selected keeps the selection', () => {
    let s = addSolution(completeSolution())
    s = selectSolution(s, 0, catalogue)
    const after = deleteSolution(s, 1, catalogue)
    expect(after.solutionIndex).toBe(0)
    expect(currentSolution(after).system).toBe('etics-eps')
  })

  it('selecting a complete solution opens its results with every step allowed', () => {
    let s = addSolution(completeSolution())
    s = selectSolution(s, 0, catalogue)
    expect(s.step).toBe(4)
    expect(s.allowedSteps).toEqual([1, 2, 3, 4])
    s = selectSolution(s, 1, catalogue)
    expect(s.step).toBe(1)
    expect(s.allowedSteps).toEqual([1])
    expect(selectSolution(s, 5, catalogue)).toBe(s)
  })
})

describe('system', () => {
  it('changing to the same id changes nothing', () => {
    const s = completeSolution()
    expect(changeSystem(s, 'etics-eps', catalogue)).toBe(s)
  })

  it('changing to another id replaces the system, its layers and the colour, and locks the later steps', () => {
    const s = { ...completeSolution(), step: 1 as const }
    const next = changeSystem(s, 'etics-mw', catalogue)
    const solution = currentSolution(next)
    expect(solution.system).toBe('etics-mw')
    expect(solution.sample).toBeNull()
    expect(solution.layers.map((l) => l.products[0])).toContain('MT-LR-100')
    expect(next.allowedSteps).toEqual([1, 2])
    expect(solution.facades[0]?.base).toBe(10)
  })

  it('an unknown id changes nothing', () => {
    const s = initialState()
    expect(changeSystem(s, 'nope', catalogue)).toBe(s)
  })

  it('answers narrow the systems and drop a system they no longer lead to', () => {
    let s = answerQuestion(initialState(), 'application', 'facade', catalogue)
    s = changeSystem(s, 'etics-eps', catalogue)
    s = answerQuestion(s, 'criteria', 'insulate', catalogue)
    expect(currentSolution(s).system).toBe('etics-eps')
    s = answerQuestion(s, 'criteria', 'decorate', catalogue)
    expect(currentSolution(s).system).toBeNull()
    expect(s.allowedSteps).toEqual([1])
    s = answerQuestion(s, 'criteria', null, catalogue)
    expect(currentSolution(s).answers).toEqual({ application: 'facade' })
  })
})

describe('layer products', () => {
  it('swapping exchanges the active product with the chosen one', () => {
    const s = changeSystem(initialState(), 'etics-eps', catalogue)
    const starter = () => currentSolution(next).layers[0]?.products
    let next = swapLayerProduct(s, 'etics-eps-0', 'MT-PD-160')
    expect(starter()).toEqual(['MT-PD-160', 'MT-PD-120'])
    next = swapLayerProduct(next, 'etics-eps-0', 'MT-PD-160')
    expect(starter()).toEqual(['MT-PD-160', 'MT-PD-120'])
    next = swapLayerProduct(next, 'etics-eps-0', 'unknown')
    expect(starter()).toEqual(['MT-PD-160', 'MT-PD-120'])
  })

  it('exchanges positions rather than moving to the front', () => {
    const s = changeSystem(initialState(), 'etics-eps', catalogue)
    const layers = currentSolution(s).layers.map((l) =>
      l.systemLayer === 'etics-eps-0' ? { ...l, products: ['a', 'b', 'c'] } : l,
    )
    const three = { ...s, project: { ...s.project, solutions: [{ ...currentSolution(s), layers }] } }
    const next = swapLayerProduct(three, 'etics-eps-0', 'c')
    expect(currentSolution(next).layers[0]?.products).toEqual(['c', 'b', 'a'])
  })

  it('an optional layer may be left out, a required one may not', () => {
    const s = changeSystem(initialState(), 'render-masonry', catalogue)
    const optional = setLayerUsed(s, 'render-masonry-3', false, catalogue)
    expect(currentSolution(optional).layers[3]?.used).toBe(false)
    expect(setLayerUsed(s, 'render-masonry-0', false, catalogue)).toBe(s)
  })

  it('choosing a finish makes its product the finish layer’s active one', () => {
    let s = changeSystem(initialState(), 'etics-eps', catalogue)
    s = chooseCoating(s, 'MT-SIL-15', catalogue)
    expect(currentSolution(s).layers[5]?.products[0]).toBe('MT-SIL-15')
  })
})

describe('colour chart', () => {
  it('refuses a shade under the system’s minimum light reflectance', () => {
    let s = changeSystem(initialState(), 'etics-eps', catalogue)
    s = chooseCoating(s, 'MT-MIN-20', catalogue)
    s = chooseRange(s, 'M-GR', catalogue)
    const darkest = 'M-GR 165'
    expect(chooseShade(s, darkest, catalogue)).toBe(s)
    const coating = catalogue.coatings.find((c) => c.id === 'MT-MIN-20')
    const system = catalogue.systems.find((x) => x.id === 'etics-eps')
    if (!coating || !system) throw new Error('demo data')
    const offered = offeredRanges(coating, system).flatMap((r) => r.colorShades.map((c) => c.code))
    expect(offered).not.toContain(darkest)
  })

  it('offers the dark shades on a system without a minimum', () => {
    let s = changeSystem(initialState(), 'render-masonry', catalogue)
    s = chooseCoating(s, 'MT-MIN-20', catalogue)
    s = chooseRange(s, 'M-GR', catalogue)
    s = chooseShade(s, 'M-GR 165', catalogue)
    expect(currentSolution(s).sample?.colorCode).toBe('M-GR 165')
    expect(currentSolution(s).sample?.lightIntensity).toBeLessThan(20)
  })

  it('a new finish type or range clears the shade', () => {
    let s = completeSolution()
    s = goToStep(s, 2)
    expect(chooseRange(s, 'M-OC', catalogue)).toBe(s)
    const otherRange = chooseRange(s, 'M-TE', catalogue)
    expect(currentSolution(otherRange).sample).toBeNull()
    expect(otherRange.allowedSteps).toEqual([1, 2])
    const otherFinish = chooseCoating(s, 'MT-SIL-15', catalogue)
    expect(currentSolution(otherFinish).sample).toBeNull()
    expect(currentSolution(otherFinish).rangeCode).toBeNull()
  })
})

describe('facades', () => {
  it('the number of facades adds blank ones and removes the last ones', () => {
    let s = completeSolution()
    s = goToStep(s, 3)
    s = setFacadeCount(s, 3, catalogue)
    expect(currentSolution(s).facades).toHaveLength(3)
    expect(s.allowedSteps).toEqual([1, 2, 3])
    s = setFacadeCount(s, 1, catalogue)
    expect(currentSolution(s).facades[0]?.base).toBe(10)
    expect(s.allowedSteps).toEqual([1, 2, 3, 4])
    expect(currentSolution(setFacadeCount(s, 0, catalogue)).facades).toHaveLength(1)
  })

  it('a square needs only its base', () => {
    let s = goToStep(completeSolution(), 3)
    s = setFacadeCount(s, 2, catalogue)
    s = updateFacade(s, 1, { shape: 'SQUARE', base: 4 }, catalogue)
    expect(s.allowedSteps).toEqual([1, 2, 3, 4])
  })
})

describe('saved projects', () => {
  it('perimeter lists become base and height, and back', () => {
    expect(
      facadeFromSaved({
        shape: 'RECTANGLE',
        perimeter: [
          { type: 'HEIGHT', value: 6 },
          { type: 'BASE', value: 10 },
        ],
        openingFacades: [
          {
            kind: 'DOOR',
            perimeter: [
              { type: 'WIDTH', value: 1 },
              { type: 'HEIGHT', value: 2.2 },
            ],
          },
        ],
      }),
    ).toEqual({ shape: 'RECTANGLE', base: 10, height: 6, openings: [{ kind: 'DOOR', width: 1, height: 2.2 }] })
    expect(facadeToSaved({ shape: 'SQUARE', base: 4, height: 9, openings: [] })).toEqual({
      shape: 'SQUARE',
      perimeter: [{ type: 'BASE', value: 4 }],
      openingFacades: [],
    })
  })

  it('loading moves the preferred products to the front of each layer', () => {
    const saved: SavedProject = {
      id: '42',
      name: 'Maison Dupont',
      contact: { streetLine: 'Rue Haute 1', postalCode: '1000', locality: 'Bruxelles' },
      solutions: [
        {
          id: 's1',
          estimateSystem: 'etics-eps',
          answers: ['facade', 'insulate'],
          sample: null,
          facades: [{ shape: 'SQUARE', perimeter: [{ type: 'BASE', value: 5 }], openingFacades: [] }],
          preferences: [
            { systemLayer: 'etics-eps-0', product: 'MT-PD-160' },
            { systemLayer: 'etics-eps-2', product: 'MT-EPS-160' },
          ],
        },
      ],
    }
    const s = loadProject(saved, catalogue)
    const solution = currentSolution(s)
    expect(s.project.id).toBe('42')
    expect(solution.layers[0]?.products).toEqual(['MT-PD-160', 'MT-PD-120'])
    expect(solution.layers[2]?.products).toEqual(['MT-EPS-160', 'MT-EPS-120'])
    expect(solution.answers).toEqual({ application: 'facade', criteria: 'insulate' })
    expect(solution.facades[0]).toEqual({ shape: 'SQUARE', base: 5, height: null, openings: [] })
    // No colour chosen: the colour step is where the solution waits.
    expect(s.step).toBe(2)
  })

  it('a saved and reloaded project is the same project, on its results', () => {
    let s = completeSolution()
    s = swapLayerProduct(s, 'etics-eps-2', 'MT-EPS-160')
    s = goToStep(s, 3)
    s = addOpening(s, 0, 'DOOR', catalogue)
    s = updateOpening(s, 0, 0, { width: 1, height: 2.2 }, catalogue)
    s = addSolution(s)
    s = changeSystem(s, 'render-masonry', catalogue)
    s = setLayerUsed(s, 'render-masonry-3', false, catalogue)
    s = setProjectDetails(s, { id: '7', name: 'Villa', contact: { locality: 'Namur' } })
    const again = loadProject(projectToSaved(s.project), catalogue)
    expect(again.project).toEqual(s.project)
    expect(again.step).toBe(4)
    expect(solutionResult(currentSolution(again), catalogue).docket.length).toBeGreaterThan(0)
  })

  it('drops what the catalogue no longer has', () => {
    const s = loadProject(
      {
        id: '1',
        name: 'x',
        contact: { streetLine: '', postalCode: '', locality: '' },
        solutions: [{ estimateSystem: 'gone', answers: ['gone'], sample: null, facades: [], preferences: [] }],
      },
      catalogue,
    )
    expect(currentSolution(s).system).toBeNull()
    expect(currentSolution(s).facades).toHaveLength(1)
    expect(s.step).toBe(1)
  })
})

describe('progress', () => {
  it('a blank project has none; an answer, a system or a dimension is progress', () => {
    expect(hasProgress(initialState())).toBe(false)
    expect(hasProgress(answerQuestion(initialState(), 'application', 'facade', catalogue))).toBe(true)
    expect(hasProgress(updateFacade(initialState(), 0, { base: 3 }, catalogue))).toBe(true)
    expect(hasProgress(addSolution(initialState()))).toBe(true)
  })
})
