/**
 * Payload's password hash, checked here because Payload does not export it: the re-authentication before a change
 * of e-mail or password compares with it, and sign-in spends its cost on an unknown e-mail.
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto'

// Payload 3.90's password hashing (auth/strategies/local/generatePasswordSaltHash.js), which it does not export.
const HASH_PREFIX = 'pbkdf2-sha256-v1:'
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32
const LEGACY_ITERATIONS = 25_000
const LEGACY_KEY_LENGTH = 512

function pbkdf2Hex(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** Whether `password` is the one stored as Payload's salt and hash, compared in constant time. */
export async function passwordMatches(stored: { hash?: string | null; salt?: string | null }, password: string) {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(HASH_PREFIX)
  const expected = Buffer.from(current ? stored.hash.slice(HASH_PREFIX.length) : stored.hash, 'hex')
  const actual = await pbkdf2Hex(
    password,
    stored.salt,
    current ? HASH_ITERATIONS : LEGACY_ITERATIONS,
    current ? HASH_KEY_LENGTH : LEGACY_KEY_LENGTH,
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** The cost of checking a password, spent for an unknown e-mail so that its refusal takes as long. */
export async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2Hex(password, 'unknown-account', HASH_ITERATIONS, HASH_KEY_LENGTH)
}
