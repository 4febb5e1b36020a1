import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, inject } from 'vitest'

/** A captured message: its headers and its body with quoted-printable soft breaks and escapes undone. */
export interface CapturedMail {
  to: string
  subject: string
  raw: string
  body: string
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2): a folded subject joins up again.
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

export function readMailbox(): CapturedMail[] {
  const dir = inject('mailDir')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8')
      const header = (name: string) =>
        decodeHeader(
          new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '',
        )
      return { to: header('To'), subject: header('Subject'), raw, body: decodeQuotedPrintable(raw) }
    })
}

/** Waits until a message to `to` matching `predicate` arrives (the app sends from its outbox job). */
export async function waitForMail(
  to: string,
  predicate: (m: CapturedMail) => boolean = () => true,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined
  await expect
    .poll(
      () => {
        found = readMailbox().find((m) => m.to.includes(to) && predicate(m))
        return Boolean(found)
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true)
  return found as CapturedMail
}
