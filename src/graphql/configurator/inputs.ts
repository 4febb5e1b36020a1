import { builder, LocaleEnum } from '../builder'
import { NOT_A_DOCUMENT_ID } from '../core/ids'
import { FacadeInput } from './facades'

/** The inputs of a project's create, update, delete and download; the facades' are in facades.ts. */

// Inputs accept nulls: the domain's schema decides, so a client gets catalogue codes per field.
const SampleInput = builder.inputType('SampleInput', {
  fields: (t) => ({
    name: t.string(),
    coatingName: t.string(),
    colorCategoryName: t.string(),
    colorCode: t.string(),
    lightIntensity: t.float(),
    colorHex: t.string(),
    coating: t.id(),
    rangeCode: t.string(),
  }),
})
const PreferenceInput = builder.inputType('PreferenceInput', {
  // A system layer is a row of its system, not a document.
  fields: (t) => ({ systemLayer: t.id({ extensions: NOT_A_DOCUMENT_ID }), product: t.id() }),
})
const SolutionInput = builder.inputType('SolutionInput', {
  fields: (t) => ({
    id: t.id({ extensions: NOT_A_DOCUMENT_ID }),
    estimateSystem: t.id({ description: 'The system’s id.' }),
    answers: t.idList(),
    sample: t.field({ type: SampleInput }),
    facades: t.field({ type: [FacadeInput] }),
    preferences: t.field({ type: [PreferenceInput] }),
  }),
})
const ContactInput = builder.inputType('ProjectContactInput', {
  fields: (t) => ({ streetLine: t.string(), postalCode: t.string(), locality: t.string() }),
})
const projectFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  name: t.string(),
  contacts: t.field({ type: [ContactInput], description: 'A list holding the site’s contact address.' }),
  solutions: t.field({ type: [SolutionInput] }),
})
export const CreateProjectInput = builder.inputType('CreateProjectInput', { fields: (t) => projectFields(t) })
export const UpdateProjectInput = builder.inputType('UpdateProjectInput', {
  fields: (t) => ({ id: t.id({ required: true }), ...projectFields(t) }),
})
export const ProjectIdInput = builder.inputType('ProjectIdInput', {
  fields: (t) => ({ id: t.id({ required: true }), locale: t.field({ type: LocaleEnum }) }),
})
