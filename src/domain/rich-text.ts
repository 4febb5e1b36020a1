/**
 * The quotation description's rich text: HTML limited to paragraphs, line breaks, bold, italic and lists. The
 * sanitizer rebuilds the markup from scratch (allowed tags without any attribute, every text escaped), so what it
 * returns is safe to render whatever it was given; the plain text is what the 400-character limit counts.
 */

/** Tags kept (lower case); `b` and `i` become `strong` and `em`, `div` a paragraph. */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li'] as const
type AllowedTag = (typeof RICH_TEXT_TAGS)[number]

const RENAMED: Record<string, AllowedTag> = { b: 'strong', i: 'em', div: 'p' }
/** Elements whose content is not text a visitor wrote: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'svg', 'math'])
const VOID = new Set<string>(['br'])

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text with its character references decoded (named ones of HTML's basic set, decimal and hexadecimal). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ''
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole
  })
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// A tag, a comment, a doctype or processing instruction; anything else between them is text.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>?/g

/** The allowed markup of `html`: unknown tags unwrapped, attributes dropped, text escaped, tags balanced. */
export function sanitizeRichText(html: string | null | undefined): string {
  const source = html ?? ''
  const out: string[] = []
  const open: AllowedTag[] = []
  let droppedDepth = 0
  let droppedTag = ''
  let last = 0
  const text = (raw: string) => {
    if (droppedDepth === 0 && raw) out.push(escapeText(decodeEntities(raw)))
  }
  for (const match of source.matchAll(TOKEN)) {
    text(source.slice(last, match.index))
    last = match.index + match[0].length
    const name = match[1]?.toLowerCase()
    if (!name) continue // comment, doctype
    const closing = match[0][1] === '/'
    if (droppedDepth > 0) {
      if (name === droppedTag) droppedDepth += closing ? -1 : 1
      continue
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !match[0].endsWith('/>')) {
        droppedDepth = 1
        droppedTag = name
      }
      continue
    }
    const tag = (RENAMED[name] ?? name) as AllowedTag
    if (!(RICH_TEXT_TAGS as readonly string[]).includes(tag)) continue
    if (VOID.has(tag)) {
      if (!closing) out.push('<br>')
      continue
    }
    if (!closing) {
      open.push(tag)
      out.push(`<${tag}>`)
      continue
    }
    const at = open.lastIndexOf(tag)
    if (at === -1) continue
    while (open.length > at) out.push(`</${open.pop()}>`)
  }
  text(source.slice(last))
  while (open.length > 0) out.push(`</${open.pop()}>`)
  // Empty elements go, including those emptied by removing their empty children.
  let result = out.join('')
  for (let before = ''; before !== result; ) {
    before = result
    result = result.replace(/<(p|strong|em|li|ul|ol)><\/\1>/g, '')
  }
  return result.trim()
}

const BLOCK_BREAK = /<\/?(?:p|div|li|ul|ol|br)\b[^>]*>/gi

/**
 * The text a reader sees: tags removed, references decoded, blocks and line breaks as single newlines, runs of
 * spaces as one. The 400-character limit counts its code points.
 */
export function richTextToPlain(html: string | null | undefined): string {
  const withBreaks = (html ?? '').replace(BLOCK_BREAK, '\n')
  const stripped = withBreaks.replace(TOKEN, '')
  return decodeEntities(stripped)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n')
    .trim()
}

/** The number of characters (code points) of the plain text. */
export function richTextLength(html: string | null | undefined): number {
  return [...richTextToPlain(html)].length
}
