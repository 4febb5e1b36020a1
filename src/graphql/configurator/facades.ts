import { FACADE_SHAPES, OPENING_KINDS } from '@/domain/configurator'
import type { SolutionView } from '@/services/configurator/project-view'
import { builder } from '../builder'

/**
 * A solution's facades as a project shows and saves them: their shapes, openings and measures, as output types
 * and as the inputs a save takes.
 */

const FacadeShapeEnum = builder.enumType('FacadeShape', { values: FACADE_SHAPES })
const OpeningKindEnum = builder.enumType('OpeningKind', { values: OPENING_KINDS })
const DimensionTypeEnum = builder.enumType('DimensionType', { values: ['BASE', 'HEIGHT', 'WIDTH'] as const })

type DimensionShape = { type: 'BASE' | 'HEIGHT' | 'WIDTH'; value: number }
const DimensionRef = builder.objectRef<DimensionShape>('Dimension').implement({
  description: 'One measure of a facade (BASE, HEIGHT) or an opening (WIDTH, HEIGHT), in metres.',
  fields: (t) => ({ type: t.expose('type', { type: DimensionTypeEnum }), value: t.exposeFloat('value') }),
})

type FacadeShape = SolutionView['facades'][number]
const OpeningFacadeRef = builder.objectRef<FacadeShape['openingFacades'][number]>('OpeningFacade').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    facade: t.exposeID('facade'),
    kind: t.expose('kind', { type: OpeningKindEnum }),
    perimeter: t.field({ type: [DimensionRef], resolve: (o) => o.perimeter }),
  }),
})

export const FacadeRef = builder.objectRef<FacadeShape>('Facade').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    shape: t.expose('shape', { type: FacadeShapeEnum }),
    perimeter: t.field({ type: [DimensionRef], description: 'A SQUARE has BASE only.', resolve: (f) => f.perimeter }),
    openingFacades: t.expose('openingFacades', { type: [OpeningFacadeRef] }),
  }),
})

// Inputs accept nulls: the domain's schema decides, so a client gets catalogue codes per field.
const DimensionInput = builder.inputType('DimensionInput', {
  fields: (t) => ({ type: t.field({ type: DimensionTypeEnum }), value: t.float() }),
})
const OpeningFacadeInput = builder.inputType('OpeningFacadeInput', {
  fields: (t) => ({ kind: t.field({ type: OpeningKindEnum }), perimeter: t.field({ type: [DimensionInput] }) }),
})
export const FacadeInput = builder.inputType('FacadeInput', {
  fields: (t) => ({
    shape: t.field({ type: FacadeShapeEnum }),
    perimeter: t.field({ type: [DimensionInput] }),
    openingFacades: t.field({ type: [OpeningFacadeInput] }),
  }),
})
