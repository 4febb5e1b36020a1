/**
 * The wizard's draft: the empty answers it starts from, the answers on arrival, what session storage keeps of a
 * tab's answers until the request is sent, and the request the answers become.
 */
import { categoriesForSystem } from '@/components/configurator/quotation-handoff'
import type { Catalogue } from '@/domain/configurator'
import type { SubmissionKey } from '@/domain/idempotency'
import type { UploadedPhoto } from './PhotoUploader'
import type { WizardValues, WorkCategoryOption } from './types'

export const EMPTY: WizardValues = {
  clientLastname: '',
  clientFirstname: '',
  contactEmail: '',
  contactPhone: '',
  name: '',
  street: '',
  postcode: '',
  city: '',
  comment: '',
  workCategories: [],
  projectType: '',
  size: '',
  workEndDate: '',
  images: [],
  estimateAnswers: {},
  estimateSystem: '',
  professionals: [],
  website: '',
}

/**
 * The answers on arrival: the tab's stored ones, else what the link asks for (a system and its types of work, a
 * surface).
 */
export function arrivalValues(
  stored: Stored | null,
  params: { get(name: string): string | null },
  catalogue: Catalogue,
  workCategories: WorkCategoryOption[],
): WizardValues {
  const values = { ...EMPTY, ...(stored?.values ?? {}) }
  const system = params.get('system')
  const surface = params.get('surface')
  if (system && catalogue.systems.some((s) => s.id === system) && !stored) values.estimateSystem = system
  // The types of work of that system, ticked (the visitor may untick them).
  if (system && !stored && values.workCategories.length === 0) {
    values.workCategories = categoriesForSystem(catalogue, system, workCategories)
  }
  if (surface && /^\d+([.,]\d+)?$/.test(surface) && !stored) values.size = surface
  return values
}

export const STORAGE_KEY = 'quotation-wizard'

export interface Stored {
  step: number
  /** The furthest step the visitor got to with valid answers: Forward and the address go no further. */
  reached?: number
  values: WizardValues
  photos: UploadedPhoto[]
  uploadKey: string
  preselected: string | null
  colour: string | null
  /** The key of the last submission attempt: a retry of the same request sends it again (src/domain/idempotency.ts). */
  submission?: SubmissionKey | null
}

export function readStored(): Stored | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as Stored) : null
  } catch {
    return null
  }
}

export function writeStored(stored: Stored): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Private mode or full storage: the wizard still works, it only forgets on reload.
  }
}

export const newUploadKey = () => crypto.randomUUID()

/** Whether a stored draft holds anything the visitor gave (then the wizard says it found it again). */
export function hasAnswers(stored: Stored): boolean {
  const given = Object.entries(stored.values ?? {}).some(([name, value]) =>
    name === 'website'
      ? false
      : Array.isArray(value)
        ? value.length > 0
        : value && typeof value === 'object'
          ? Object.keys(value).length > 0
          : Boolean(value),
  )
  return given || (stored.photos?.length ?? 0) > 0 || stored.step > 0
}

/** The request a draft becomes when it is sent (its fields hold text until then). */
export function estimateInput(v: WizardValues, photos: UploadedPhoto[], preselected: string | null, uploadKey: string) {
  return {
    clientLastname: v.clientLastname,
    clientFirstname: v.clientFirstname,
    contactEmail: v.contactEmail,
    contactPhone: v.contactPhone,
    name: v.name,
    street: v.street,
    postcode: v.postcode,
    city: v.city,
    comment: v.comment,
    workCategories: v.workCategories,
    projectType: v.projectType || null,
    size: Number(v.size.replace(',', '.')),
    workEndDate: v.workEndDate,
    images: photos.map((p) => p.id),
    estimateAnswers: Object.entries(v.estimateAnswers).map(([question, answer]) => ({ question, answer })),
    estimateSystem: v.estimateSystem,
    professionals: v.professionals,
    preselectedProfessional: preselected,
    uploadKey,
    website: v.website,
  }
}
