import { constants, inflateSync } from 'node:zlib'

// WinAnsi's 0x80–0x9f (Node's TextDecoder reads 'windows-1252' as Latin-1 there).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
const decode = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('')

/**
 * The text a pdfkit PDF shows, one line per text operation: its content streams inflated and the strings of
 * its Tj/TJ operators decoded (WinAnsi, the standard fonts' encoding). Enough to check what a reader sees.
 */
export function pdfText(pdf: Uint8Array): string {
  const buffer = Buffer.from(pdf)
  const raw = buffer.toString('latin1')
  const lines: string[] = []
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length
    const end = raw.indexOf('endstream', start)
    if (end < 0) continue
    let content: string
    try {
      content = inflateSync(buffer.subarray(start, end), { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1')
    } catch {
      continue
    }
    for (const op of content.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g)) {
      const parts =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => m[1] ?? '') : [op[2] ?? '']
      const hex = parts.join('').replace(/\s+/g, '')
      const bytes = Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
      lines.push(decode(bytes))
    }
  }
  return lines.join('\n')
}
