import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that writes every message it accepts to `dir` as `<n>.eml`; the e2e app
 * sends through it (SMTP_URL) and the tests read the files. No TLS and no auth: loopback only.
 */
export async function startMailCapture(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        // Written under another name, then renamed: a reader never sees half a message.
        const file = path.join(dir, `${Date.now()}-${++count}.eml`)
        writeFileSync(`${file}.part`, Buffer.concat(chunks))
        renameSync(`${file}.part`, file)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
