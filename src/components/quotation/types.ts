import type { useForm } from 'react-hook-form'

/** The wizard's answers as its fields hold them (text until the request is sent), shared by its steps. */
export interface WizardValues {
  clientLastname: string
  clientFirstname: string
  contactEmail: string
  contactPhone: string
  name: string
  street: string
  postcode: string
  city: string
  comment: string
  workCategories: string[]
  projectType: string
  size: string
  workEndDate: string
  images: string[]
  estimateAnswers: Record<string, string>
  estimateSystem: string
  professionals: string[]
  website: string
}

/** A work category the visitor may pick, in the page's language. */
export interface WorkCategoryOption {
  id: string
  name: string
}

/** The wizard form's control, which its steps' fields are bound to. */
export type WizardControl = ReturnType<typeof useForm<WizardValues>>['control']
