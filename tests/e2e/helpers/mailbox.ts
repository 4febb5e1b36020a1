import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { expect, inject } from 'vitest'

/** A captured message, parsed by mailparser: addresses, subject, decoded text and HTML, attachments' types. */
export interface CapturedMail {
  to: string
  subject: string
  /** The plain-text part, then the HTML part, both decoded. */
  body: string
  /** The MIME type of each attachment, in order. */
  attachments: string[]
}

/** Each file of the mailbox is parsed once: the polls below read the folder many times. */
const parsed = new Map<string, CapturedMail>()

async function parse(file: string): Promise<CapturedMail> {
  const mail = await simpleParser(readFileSync(file))
  const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).map((a) => a.text).join(', ')
  return {
    to,
    subject: mail.subject ?? '',
    body: [mail.text ?? '', typeof mail.html === 'string' ? mail.html : ''].join('\n'),
    attachments: mail.attachments.map((a) => a.contentType),
  }
}

/** Every message captured so far, oldest first. */
export async function readMailbox(): Promise<CapturedMail[]> {
  const dir = inject('mailDir')
  if (!existsSync(dir)) return []
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
  const mails: CapturedMail[] = []
  for (const f of files) {
    const file = path.join(dir, f)
    let mail = parsed.get(file)
    if (!mail) {
      mail = await parse(file)
      parsed.set(file, mail)
    }
    mails.push(mail)
  }
  return mails
}

/** Waits until a message to `to` matching `predicate` arrives (the app sends from its outbox job). */
export async function waitForMail(
  to: string,
  predicate: (m: CapturedMail) => boolean = () => true,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await readMailbox()).find((m) => m.to.includes(to) && predicate(m))
        return Boolean(found)
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true)
  return found as CapturedMail
}
