import type { Locale } from '@/i18n/routing'

/** A paragraph (`## ` and `### ` make headings; `[label](/path)` makes a link), or a bulleted list when an array. */
export type RichBlock = string | string[]

/**
 * No-break spaces that keep a number with its unit and, in French, ? ! : ; and the guillemets with the word next
 * to them.
 */
export function typography(s: string, locale: Locale): string {
  const units = s.replace(/(\d) (?=(?:%|°C|kg|mm|cm|m²|m|l|W|ans|jaar|€)(?![\p{L}\d’']))/gu, '$1\u00a0')
  return locale === 'fr' ? units.replace(/ ([?!:;»])/g, '\u00a0$1').replace(/« /g, '«\u00a0') : units
}

const textNode = (text: string) => ({ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const element = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

/** Text and `[label](/path)` links as Lexical inline nodes. */
function inline(source: string, locale?: Locale) {
  const text = locale ? typography(source, locale) : source
  const nodes: Array<Record<string, unknown>> = []
  let last = 0
  for (const m of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
    if (m.index > last) nodes.push(textNode(text.slice(last, m.index)))
    nodes.push({
      ...element,
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', url: m[2], newTab: /^https?:/.test(m[2] ?? '') },
      children: [textNode(m[1] ?? '')],
    })
    last = m.index + m[0].length
  }
  if (last < text.length) nodes.push(textNode(text.slice(last)))
  return nodes
}

function node(block: RichBlock, locale?: Locale) {
  if (typeof block !== 'string') {
    return {
      ...element,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: block.map((item, i) => ({
        ...element,
        type: 'listitem',
        value: i + 1,
        children: inline(item, locale),
      })),
    }
  }
  const heading = /^(#{2,3}) /.exec(block)
  if (heading) {
    const tag = heading[1] === '##' ? 'h2' : 'h3'
    return { ...element, type: 'heading', tag, children: inline(block.slice(heading[0].length), locale) }
  }
  return { ...element, type: 'paragraph', textFormat: 0, children: inline(block, locale) }
}

/**
 * Lexical rich text from paragraphs, `## `/`### ` headings, bulleted lists (arrays) and `[label](/path)` links (for
 * demo content). With a locale, the text gets that language's typography.
 */
export function richText(blocks: RichBlock[], locale?: Locale) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: blocks.map((b) => node(b, locale)),
    },
  }
}
