/**
 * Saving a visualiser picture: its name and, for a visitor, the address its link is mailed to. The browser's dialog
 * and the server (services/visualiser/saved.ts) parse with the same schemas; field issues carry catalogue codes.
 */
import { z } from 'zod'
import { email, maxLength, required } from '../validation'
import { text } from '../validation/forms'
import { SAVED_PROJECT_LIMITS } from './project'

/** A professional names the picture; it goes to their dashboard. */
export const savePictureSchema = z.object({ name: text(required, maxLength(SAVED_PROJECT_LIMITS.name)) })

/** A visitor names it and gives the address the link goes to. */
export const mailPictureSchema = savePictureSchema.extend({ email: text(required, email, maxLength(254)) })

export type SavePictureValues = z.input<typeof mailPictureSchema>
