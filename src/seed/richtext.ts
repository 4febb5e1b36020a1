/** Lexical rich text from plain paragraphs and `## ` headings (for demo content). */
export function richText(blocks: string[]) {
  const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: blocks.map((b) =>
        b.startsWith('## ')
          ? {
              type: 'heading',
              tag: 'h2',
              format: '',
              indent: 0,
              version: 1,
              direction: 'ltr',
              children: [text(b.slice(3))],
            }
          : {
              type: 'paragraph',
              format: '',
              indent: 0,
              version: 1,
              direction: 'ltr',
              textFormat: 0,
              children: [text(b)],
            },
      ),
    },
  }
}
