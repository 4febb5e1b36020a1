import pino from 'pino'
import { env } from './env'

/** The application's structured logger. */
export const logger = pino({ level: env.LOG_LEVEL, base: { app: 'facade-platform' } })
