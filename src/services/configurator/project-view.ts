import {
  type Catalogue,
  type DocketLine,
  type EstimateSystem,
  localizeSample,
  type Measures,
  type Preference,
  type Sample,
  type SavedFacade,
  type SavedSolution,
  solutionFromSaved,
  solutionResult,
} from '@/domain/configurator'
import { parseId } from '@/domain/ids'
import type { Project as ProjectDoc } from '@/payload-types'

/**
 * How a stored project reads: the collection and its ids, the views the API and the PDF are given, and the
 * mapping of a stored document onto them, each solution's docket computed from today's catalogue.
 */

export const COLLECTION = 'projects'

export interface ProjectContact {
  id: string
  streetLine: string
  postalCode: string
  locality: string
}

export interface SolutionView {
  id: string
  estimateSystem: (EstimateSystem & { answers: Array<{ id: string; name: string }> }) | null
  answers: string[]
  sample: Sample | null
  facades: Array<
    SavedFacade & {
      id: string
      openingFacades: Array<SavedFacade['openingFacades'][number] & { id: string; facade: string }>
    }
  >
  preferences: Preference[]
  measures: Measures
  docket: DocketLine[]
}

export interface ProjectView {
  id: string
  name: string
  createdAt: string
  updatedAt: string
  contact: ProjectContact
  solutions: SolutionView[]
  /** Set by downloadDocumentsProject: a signed link to the PDF. */
  downloadUrl: string | null
}

export interface ProjectPage {
  items: ProjectView[]
  paginationInfo: { page: number; itemsPerPage: number; lastPage: number; totalCount: number }
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])
export const relId = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object'
      ? String((value as { id: unknown }).id)
      : String(value)

export const numericId = (value: string | null | undefined): number | null => parseId(value)

/** A stored solution in the domain's saved shape; anything malformed in the JSON columns is dropped. */
function savedSolution(row: NonNullable<ProjectDoc['solutions']>[number], index: number): SavedSolution {
  const sample = row.sample
  const coating = relId(sample?.coating)
  return {
    id: row.id ?? String(index),
    estimateSystem: relId(row.estimateSystem),
    answers: asArray<unknown>(row.answers).map(String),
    sample:
      sample && coating && sample.colorCode
        ? {
            name: sample.name ?? '',
            coatingName: sample.coatingName ?? '',
            colorCategoryName: sample.colorCategoryName ?? '',
            colorCode: sample.colorCode,
            lightIntensity: sample.lightIntensity ?? 0,
            colorHex: sample.colorHex ?? '#ffffff',
            coating,
            rangeCode: sample.rangeCode ?? '',
          }
        : null,
    facades: asArray<SavedFacade>(row.facades).filter(
      (f) => f && Array.isArray(f.perimeter) && Array.isArray(f.openingFacades),
    ),
    preferences: asArray<Preference>(row.preferences).filter((p) => p && typeof p.systemLayer === 'string'),
  }
}

export function toView(doc: ProjectDoc, catalogue: Catalogue): ProjectView {
  const systems = new Map(catalogue.systems.map((s) => [s.id, s]))
  const answerNames = new Map(catalogue.questions.flatMap((q) => q.answers.map((a) => [a.id, a.name] as const)))
  return {
    id: String(doc.id),
    name: doc.name,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    contact: {
      id: String(doc.id),
      streetLine: doc.contact?.streetLine ?? '',
      postalCode: doc.contact?.postalCode ?? '',
      locality: doc.contact?.locality ?? '',
    },
    downloadUrl: null,
    solutions: (doc.solutions ?? []).map((row, i) => {
      const saved = savedSolution(row, i)
      const system = saved.estimateSystem ? systems.get(saved.estimateSystem) : undefined
      const { measures, docket } = solutionResult(solutionFromSaved(saved, catalogue), catalogue)
      const id = String(saved.id)
      return {
        id,
        estimateSystem: system
          ? {
              ...system,
              answers: system.estimateAnswers.flatMap((a) => {
                const name = answerNames.get(a)
                return name ? [{ id: a, name }] : []
              }),
            }
          : null,
        answers: saved.answers,
        // The names of today's catalogue in the reader's language, not the copies saved with the project.
        sample: saved.sample ? localizeSample(saved.sample, catalogue) : null,
        facades: saved.facades.map((f, fi) => ({
          ...f,
          id: `${id}-${fi}`,
          openingFacades: f.openingFacades.map((o, oi) => ({ ...o, id: `${id}-${fi}-${oi}`, facade: `${id}-${fi}` })),
        })),
        preferences: saved.preferences,
        measures,
        docket,
      }
    }),
  }
}
