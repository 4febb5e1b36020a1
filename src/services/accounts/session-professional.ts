import type { ProfessionalUser } from '@/payload-types'

/**
 * The signed-in professional as Payload's auth hands it over (with its session id). A module of its own, so that the
 * services that take one (dashboard, uploads, estimates…) need not import accounts, which imports some of them.
 */
export type SessionProfessional = ProfessionalUser & { _sid?: string; collection?: string }
