import { createTransport, type Transporter } from 'nodemailer'
import { env } from '@/lib/env'

/** A message ready to leave: the outbox stores exactly these fields. */
/** A file sent with a mail; its content base64-encoded, as the outbox stores it. */
export interface MailAttachment {
  filename: string
  contentType: string
  contentBase64: string
}

export interface RawMail {
  to: string
  subject: string
  html: string
  text: string
  attachments?: MailAttachment[]
}

/** Raised when no SMTP server is configured: the mail has to wait in the outbox. */
export class MailTransportMissingError extends Error {
  constructor() {
    super('SMTP_URL is not set: the mail stays in the outbox')
    this.name = 'MailTransportMissingError'
  }
}

// nodemailer waits up to 2 minutes for a connection and 10 for a reply by default, which would hold a job
// runner that long; a query parameter in SMTP_URL (e.g. ?socketTimeout=120000) still overrides these.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }

let transport: Transporter | null | undefined

/** The SMTP transport from SMTP_URL, built on first use; null when SMTP_URL is unset. */
export function mailTransport(): Transporter | null {
  if (transport === undefined) {
    if (!env.SMTP_URL) {
      transport = null
    } else {
      const url = new URL(env.SMTP_URL)
      for (const [key, value] of Object.entries(TIMEOUTS)) {
        if (!url.searchParams.has(key)) url.searchParams.set(key, String(value))
      }
      transport = createTransport(url.toString())
    }
  }
  return transport
}

/** Whether mails can leave at all (SMTP_URL is set). */
export function canSendMail(): boolean {
  return Boolean(env.SMTP_URL)
}

/** Sends one message from MAIL_FROM and returns its Message-ID; throws when SMTP_URL is unset or the server refuses. */
export async function sendRawMail(mail: RawMail): Promise<string> {
  const smtp = mailTransport()
  if (!smtp) throw new MailTransportMissingError()
  const info = await smtp.sendMail({
    from: env.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    })),
  })
  return String(info.messageId)
}
