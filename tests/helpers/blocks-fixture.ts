/**
 * One document's worth of every paragraph block, in French and Dutch, for the int and e2e tests. The Dutch banner
 * text is left empty on purpose: it must read the French one. Ids come from documents the test created.
 */
import sharp from 'sharp'

export type Lang = 'fr' | 'nl'

export interface FixtureIds {
  /** At least 7 images of 960 × 600 (card-shaped). */
  images: number[]
  /** A 1940 × 450 image. */
  hero: number
  cta: number
  faq: number
  contentTag: number
  /** An article the title-and-text block links to (internal link), if any. */
  article?: number
}

/** A PNG of one colour with a lighter band, so screenshots show something. */
export async function pngImage(width: number, height: number, colour: string): Promise<Buffer> {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><rect y="${Math.round(height * 0.6)}" width="100%" height="${Math.round(height * 0.12)}" fill="#ffffff" fill-opacity="0.25"/></svg>`,
  )
  return sharp(band).png().toBuffer()
}

export const IMAGE_COLOURS = ['#9c3d1c', '#1f4e5f', '#7a6a58', '#55534e', '#b07a50', '#3c6e71', '#8a5a00']

const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })

/** Lexical rich text: one paragraph, optionally ending with an internal link to an article. */
export function richParagraph(words: string, link?: { article: number; label: string }) {
  const children: unknown[] = [text(words)]
  if (link) {
    children.push(text(' '))
    children.push({
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'articles', value: link.article } },
      children: [text(link.label)],
    })
  }
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children }],
    },
  }
}

/** The words of every block, per language (Dutch in the formal register). */
export const WORDS = {
  fr: {
    titleText: { title: 'Un enduit pour chaque façade', text: 'Nos enduits minéraux laissent respirer le mur.' },
    linkLabel: 'Lire notre article',
    textImageCta: { title: 'Isolation par l’extérieur', text: 'Un système complet, du panneau isolant à la finition.' },
    banner: { title: 'Un projet de façade ?', text: 'Nos conseillers techniques vous répondent sous 24 heures.' },
    caption: 'Finition grattée, ton pierre',
    steps: {
      title: 'Votre façade en quatre étapes',
      intro: 'Du diagnostic du support à la finition colorée.',
      items: [
        ['Diagnostic', 'Le professionnel contrôle la planéité et la cohésion du mur.'],
        ['Isolation', 'Les panneaux sont collés puis chevillés.'],
        ['Armature', 'Un sous-enduit armé d’un treillis protège l’isolant.'],
        ['Finition', 'L’enduit de finition reçoit la teinte choisie.'],
      ],
    },
    slider: {
      title: 'Nos finitions',
      cards: ['Grattée', 'Talochée', 'Ribbée', 'Lisse', 'Structurée', 'Minérale'].map((t) => [
        `Finition ${t.toLowerCase()}`,
        `Un aspect ${t.toLowerCase()} pour votre façade.`,
      ]),
    },
    images: { title: 'Chantiers récents' },
    external: {
      title: 'Pour aller plus loin',
      cards: [
        ['Primes à la rénovation', 'Les aides régionales pour isoler.', 'https://www.example.org/fr/primes'],
        ['Guide PEB', 'Comprendre la performance énergétique.', 'https://www.example.org/fr/peb'],
      ],
    },
    internal: { title: 'Nos conseils' },
    products: {
      title: 'Nos produits',
      items: [
        ['Enduit minéral MX 20', 'MX20', 'Enduit de finition à la chaux, grain de 2 mm.'],
        ['Sous-enduit armé SA 5', 'SA5', 'Mortier de collage et d’armature.'],
        ['Peinture silicone PS', 'PS10', 'Protection hydrofuge pour façades enduites.'],
      ],
    },
    faq: { title: 'Vos questions' },
  },
  nl: {
    titleText: { title: 'Een pleister voor elke gevel', text: 'Onze minerale pleisters laten de muur ademen.' },
    linkLabel: 'Lees ons artikel',
    textImageCta: { title: 'Buitengevelisolatie', text: 'Een volledig systeem, van isolatieplaat tot afwerking.' },
    banner: { title: 'Een gevelproject?', text: '' },
    caption: 'Geschuurde afwerking, steenkleur',
    steps: {
      title: 'Uw gevel in vier stappen',
      intro: 'Van de diagnose van de ondergrond tot de gekleurde afwerking.',
      items: [
        ['Diagnose', 'De vakman controleert de vlakheid en samenhang van de muur.'],
        ['Isolatie', 'De platen worden verlijmd en daarna geplugd.'],
        ['Wapening', 'Een gewapende onderpleister beschermt de isolatie.'],
        ['Afwerking', 'De sierpleister krijgt de gekozen kleur.'],
      ],
    },
    slider: {
      title: 'Onze afwerkingen',
      cards: ['Geschuurd', 'Geschuurd fijn', 'Gestreept', 'Glad', 'Gestructureerd', 'Mineraal'].map((t) => [
        `Afwerking ${t.toLowerCase()}`,
        `Een ${t.toLowerCase()} uitzicht voor uw gevel.`,
      ]),
    },
    images: { title: 'Recente werven' },
    external: {
      title: 'Meer weten',
      cards: [
        ['Renovatiepremies', 'De regionale steun om te isoleren.', 'https://www.example.org/nl/premies'],
        ['EPB-gids', 'De energieprestatie begrijpen.', 'https://www.example.org/nl/epb'],
      ],
    },
    internal: { title: 'Onze tips' },
    products: {
      title: 'Onze producten',
      items: [
        ['Minerale pleister MX 20', 'MX20', 'Afwerkingspleister op kalkbasis, korrel van 2 mm.'],
        ['Gewapende onderpleister SA 5', 'SA5', 'Lijm- en wapeningsmortel.'],
        ['Siliconenverf PS', 'PS10', 'Waterafstotende bescherming voor bepleisterde gevels.'],
      ],
    },
    faq: { title: 'Uw vragen' },
  },
} as const

/** Every paragraph block, in one language. */
export function allParagraphs(lang: Lang, ids: FixtureIds) {
  const w = WORDS[lang]
  const img = (i: number) => ids.images[i % ids.images.length] as number
  const or = (s: string) => (s === '' ? undefined : s)
  return [
    {
      blockType: 'titleText',
      title: w.titleText.title,
      text: richParagraph(w.titleText.text, ids.article ? { article: ids.article, label: w.linkLabel } : undefined),
    },
    {
      blockType: 'textImageCta',
      title: w.textImageCta.title,
      text: richParagraph(w.textImageCta.text),
      image: img(0),
      imagePosition: 'left',
      ctas: [ids.cta],
    },
    { blockType: 'bannerTextCta', title: w.banner.title, text: or(w.banner.text), ctas: [ids.cta] },
    { blockType: 'imageCaption', image: img(1), caption: w.caption },
    {
      blockType: 'stepsText',
      title: w.steps.title,
      intro: w.steps.intro,
      steps: w.steps.items.map(([title, text]) => ({ title, text })),
      ctas: [ids.cta],
    },
    {
      blockType: 'cardsSlider',
      title: w.slider.title,
      cards: w.slider.cards.map(([title, text], i) => ({
        image: img(i),
        title,
        text,
        link: i === 0 ? (lang === 'fr' ? '/fr/contact' : '/nl/contact') : undefined,
      })),
    },
    { blockType: 'images', title: w.images.title, images: [0, 1, 2, 3, 4].map(img) },
    {
      blockType: 'externalCards',
      title: w.external.title,
      cards: w.external.cards.map(([title, text, url], i) => ({ image: img(i + 2), title, text, url })),
    },
    {
      blockType: 'internalCards',
      title: w.internal.title,
      source: 'articles',
      contentTag: ids.contentTag,
      itemsPerPage: 2,
    },
    {
      blockType: 'cardsProduct',
      title: w.products.title,
      products: w.products.items.map(([name, code, text], i) => ({ name, code, text, image: img(i + 4) })),
      ctas: [ids.cta],
    },
    { blockType: 'faqCta', title: w.faq.title, faq: ids.faq, questionsShown: 2, ctas: [ids.cta] },
  ]
}

/**
 * Copies the ids of blocks and array rows of the saved document onto the same structure in another language:
 * a block or row without its id would be a new one, and the first language's words would be lost.
 */
export function adoptIds<T>(target: T, saved: unknown): T {
  if (Array.isArray(target) && Array.isArray(saved)) {
    return target.map((item, i) => adoptIds(item, saved[i])) as T
  }
  if (target && typeof target === 'object' && saved && typeof saved === 'object' && !Array.isArray(target)) {
    const out: Record<string, unknown> = { ...(target as Record<string, unknown>) }
    const from = saved as Record<string, unknown>
    if (typeof from.id === 'string') out.id = from.id
    for (const [k, v] of Object.entries(out)) {
      if (Array.isArray(v) && Array.isArray(from[k])) out[k] = adoptIds(v, from[k])
    }
    return out as T
  }
  return target
}
