/**
 * Demo catalogue of the facade configurator and the quotation wizard: estimate questions, four systems built
 * from layers, invented products with reference codes, and two coatings with their colours. Every product
 * value is a demonstration value (marked so in /admin), in the ranges of common technical data sheets.
 * Plain data: the seed writes it to Payload, the unit tests check worked examples against it.
 */
import type { Catalogue, ColorCategory, Product } from '@/domain/configurator'

type Text = { fr: string; nl: string }
type Lang = keyof Text

export interface DemoAnswer {
  key: string
  name: Text
}
export interface DemoQuestion {
  key: string
  name: Text
  answers: DemoAnswer[]
}

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    key: 'application',
    name: { fr: 'Où appliquer le système ?', nl: 'Waar brengt u het systeem aan?' },
    answers: [
      { key: 'facade', name: { fr: 'Façade extérieure', nl: 'Buitengevel' } },
      { key: 'interior-wall', name: { fr: 'Mur intérieur', nl: 'Binnenmuur' } },
      { key: 'ceiling', name: { fr: 'Plafond', nl: 'Plafond' } },
    ],
  },
  {
    key: 'support',
    name: { fr: 'Quel est le support ?', nl: 'Wat is de ondergrond?' },
    answers: [
      { key: 'masonry', name: { fr: 'Maçonnerie (brique, bloc)', nl: 'Metselwerk (baksteen, blok)' } },
      { key: 'concrete', name: { fr: 'Béton', nl: 'Beton' } },
      { key: 'existing-render', name: { fr: 'Enduit existant', nl: 'Bestaande bepleistering' } },
      { key: 'plasterboard', name: { fr: 'Plaque de plâtre', nl: 'Gipsplaat' } },
      { key: 'insulation', name: { fr: 'Isolant (panneaux)', nl: 'Isolatie (platen)' } },
    ],
  },
  {
    key: 'criteria',
    name: { fr: 'Quel est votre objectif ?', nl: 'Wat is uw doel?' },
    answers: [
      { key: 'insulate', name: { fr: 'Isoler', nl: 'Isoleren' } },
      { key: 'decorate', name: { fr: 'Décorer', nl: 'Afwerken' } },
      { key: 'repair', name: { fr: 'Rénover un support abîmé', nl: 'Een beschadigde ondergrond herstellen' } },
    ],
  },
]

export const DEMO_STEPS: Array<{ key: string; name: Text; instruction: Text }> = [
  {
    key: 'contact',
    name: { fr: 'Contact', nl: 'Contact' },
    instruction: { fr: 'Dites-nous qui vous êtes.', nl: 'Vertel ons wie u bent.' },
  },
  {
    key: 'project',
    name: { fr: 'Projet', nl: 'Project' },
    instruction: { fr: 'Décrivez votre chantier.', nl: 'Beschrijf uw werf.' },
  },
  {
    key: 'system',
    name: { fr: 'Système', nl: 'Systeem' },
    instruction: {
      fr: 'Répondez à trois questions pour trouver le bon système.',
      nl: 'Beantwoord drie vragen om het juiste systeem te vinden.',
    },
  },
  {
    key: 'result',
    name: { fr: 'Résultat', nl: 'Resultaat' },
    instruction: { fr: 'Choisissez jusqu’à trois professionnels.', nl: 'Kies tot drie vakmensen.' },
  },
]

export type DemoProduct = Omit<Product, 'id' | 'name' | 'demoValues'> & { name: Text }

const bar = (code: string, name: Text, linearBasis: Product['linearBasis'], length: number, waste: number) =>
  ({
    code,
    name,
    kind: 'LINEAR',
    linearBasis,
    consumption: 1,
    consumptionUnit: 'M',
    packagingUnit: 'PIECE',
    contentPerPackage: length,
    unitsPerPallet: null,
    wastePercent: waste,
  }) satisfies DemoProduct

const surface = (
  code: string,
  name: Text,
  consumption: number,
  consumptionUnit: Product['consumptionUnit'],
  packagingUnit: Product['packagingUnit'],
  contentPerPackage: number,
  unitsPerPallet: number | null,
  wastePercent: number,
) =>
  ({
    code,
    name,
    kind: 'SURFACE',
    linearBasis: null,
    consumption,
    consumptionUnit,
    packagingUnit,
    contentPerPackage,
    unitsPerPallet,
    wastePercent,
  }) satisfies DemoProduct

export const DEMO_PRODUCTS: DemoProduct[] = [
  bar(
    'MT-PD-120',
    { fr: 'Profil de départ aluminium 120 mm', nl: 'Aluminium sokkelprofiel 120 mm' },
    'FACADE_BASE',
    2.5,
    5,
  ),
  bar(
    'MT-PD-160',
    { fr: 'Profil de départ aluminium 160 mm', nl: 'Aluminium sokkelprofiel 160 mm' },
    'FACADE_BASE',
    2.5,
    5,
  ),
  bar('MT-PA-10', { fr: 'Profil d’arrêt PVC 10 mm', nl: 'PVC-afsluitprofiel 10 mm' }, 'FACADE_BASE', 2.5, 5),
  {
    ...bar(
      'MT-CA-25',
      { fr: 'Profil d’angle PVC avec treillis', nl: 'PVC-hoekprofiel met wapeningsnet' },
      'OPENINGS',
      25,
      5,
    ),
    // Sold in bundles of ten 2.5 m bars.
    packagingUnit: 'BUNDLE',
  },
  bar('MT-CI-30', { fr: 'Cornière d’angle intérieur 3 m', nl: 'Binnenhoekprofiel 3 m' }, 'OPENINGS', 3, 10),
  surface('MT-CM-25', { fr: 'Mortier-colle Murelia Fix', nl: 'Lijmmortel Murelia Fix' }, 4.5, 'KG', 'BAG', 25, 42, 5),
  surface(
    'MT-SE-25',
    { fr: 'Sous-enduit d’armature Murelia Base', nl: 'Wapeningsmortel Murelia Base' },
    5,
    'KG',
    'BAG',
    25,
    42,
    5,
  ),
  surface(
    'MT-EPS-120',
    { fr: 'Panneau EPS graphité 120 mm (paquet de 3 m²)', nl: 'Grafiet-EPS-plaat 120 mm (pak van 3 m²)' },
    1,
    'M2',
    'PACKET',
    3,
    12,
    5,
  ),
  surface(
    'MT-EPS-160',
    { fr: 'Panneau EPS graphité 160 mm (paquet de 2 m²)', nl: 'Grafiet-EPS-plaat 160 mm (pak van 2 m²)' },
    1,
    'M2',
    'PACKET',
    2,
    12,
    5,
  ),
  surface(
    'MT-LR-100',
    { fr: 'Panneau laine de roche 100 mm (paquet de 2,16 m²)', nl: 'Steenwolplaat 100 mm (pak van 2,16 m²)' },
    1,
    'M2',
    'PACKET',
    2.16,
    10,
    5,
  ),
  surface(
    'MT-CH-115',
    { fr: 'Cheville à frapper 115 mm (paquet de 250)', nl: 'Slagplug 115 mm (pak van 250)' },
    6,
    'PIECE',
    'PACKET',
    250,
    null,
    5,
  ),
  surface(
    'MT-CH-135',
    { fr: 'Cheville à visser 135 mm (paquet de 200)', nl: 'Schroefplug 135 mm (pak van 200)' },
    8,
    'PIECE',
    'PACKET',
    200,
    null,
    5,
  ),
  surface(
    'MT-TV-50',
    { fr: 'Treillis fibre de verre 160 g/m² (rouleau de 50 m²)', nl: 'Glasvezelwapeningsnet 160 g/m² (rol van 50 m²)' },
    1.1,
    'M2',
    'ROLL',
    50,
    30,
    0,
  ),
  surface(
    'MT-PR-20',
    { fr: 'Primaire d’accrochage teinté', nl: 'Gekleurde hechtprimer' },
    0.25,
    'L',
    'BUCKET',
    20,
    33,
    5,
  ),
  surface('MT-GO-25', { fr: 'Gobetis d’accrochage', nl: 'Spatmortel' }, 4, 'KG', 'BAG', 25, 48, 10),
  surface(
    'MT-CE-25',
    { fr: 'Enduit de fond minéral 10 mm', nl: 'Minerale grondpleister 10 mm' },
    12,
    'KG',
    'BAG',
    25,
    48,
    10,
  ),
  surface(
    'MT-SIL-15',
    { fr: 'Enduit silicone frotté 1,5 mm', nl: 'Siliconenpleister geschuurd 1,5 mm' },
    2.5,
    'KG',
    'BUCKET',
    25,
    24,
    5,
  ),
  surface(
    'MT-MIN-20',
    { fr: 'Enduit minéral frotté 2 mm', nl: 'Minerale pleister geschuurd 2 mm' },
    3,
    'KG',
    'BAG',
    25,
    48,
    5,
  ),
  surface('MT-BA-01', { fr: 'Bande à joint papier', nl: 'Papieren voegband' }, 1.5, 'M', 'METRE', 1, null, 10),
  surface('MT-EJ-25', { fr: 'Enduit de jointoiement', nl: 'Voegmiddel' }, 0.4, 'KG', 'BAG', 25, 40, 10),
  surface(
    'MT-PL-25',
    { fr: 'Enduit de finition plâtre 1 mm', nl: 'Gipsfinishpleister 1 mm' },
    1.5,
    'KG',
    'BAG',
    25,
    40,
    10,
  ),
]

export interface DemoLayer {
  key: string
  name: Text
  description: Text
  /** Product codes, the first the default; associates go with their product. */
  products: Array<{ code: string; associates?: string[] }>
}

export const DEMO_LAYERS: DemoLayer[] = [
  {
    key: 'starter',
    name: { fr: 'Profil de départ', nl: 'Sokkelprofiel' },
    description: {
      fr: 'Posé le long de la base de chaque façade, il porte la première rangée de panneaux.',
      nl: 'Langs de voet van elke gevel geplaatst; het draagt de eerste rij platen.',
    },
    products: [{ code: 'MT-PD-120' }, { code: 'MT-PD-160' }],
  },
  {
    key: 'adhesive',
    name: { fr: 'Collage', nl: 'Verlijming' },
    description: { fr: 'Mortier-colle en plots et bandes.', nl: 'Lijmmortel in dotten en randen.' },
    products: [{ code: 'MT-CM-25' }],
  },
  {
    key: 'eps',
    name: { fr: 'Isolant EPS', nl: 'EPS-isolatie' },
    description: { fr: 'Panneaux chevillés au support.', nl: 'Platen, met pluggen aan de ondergrond bevestigd.' },
    products: [
      { code: 'MT-EPS-120', associates: ['MT-CH-115'] },
      { code: 'MT-EPS-160', associates: ['MT-CH-115'] },
    ],
  },
  {
    key: 'mineral-wool',
    name: { fr: 'Isolant laine de roche', nl: 'Steenwolisolatie' },
    description: { fr: 'Panneaux incombustibles, chevillés.', nl: 'Onbrandbare platen, geplugd.' },
    products: [{ code: 'MT-LR-100', associates: ['MT-CH-135'] }],
  },
  {
    key: 'reinforcement',
    name: { fr: 'Armature', nl: 'Wapening' },
    description: {
      fr: 'Sous-enduit avec treillis marouflé ; profils d’angle autour des baies.',
      nl: 'Wapeningsmortel met ingebed net; hoekprofielen rond de openingen.',
    },
    products: [{ code: 'MT-SE-25', associates: ['MT-TV-50', 'MT-CA-25'] }],
  },
  {
    key: 'primer',
    name: { fr: 'Primaire', nl: 'Primer' },
    description: { fr: 'Régule l’absorption avant la finition.', nl: 'Regelt de zuiging vóór de afwerking.' },
    products: [{ code: 'MT-PR-20' }],
  },
  {
    key: 'finish-etics',
    name: { fr: 'Finition', nl: 'Afwerking' },
    description: { fr: 'Enduit de finition teinté dans la masse.', nl: 'In de massa gekleurde sierpleister.' },
    products: [{ code: 'MT-MIN-20' }, { code: 'MT-SIL-15' }],
  },
  {
    key: 'stop-profile',
    name: { fr: 'Profil d’arrêt', nl: 'Afsluitprofiel' },
    description: { fr: 'Arrête l’enduit au pied de la façade.', nl: 'Sluit de pleister af aan de voet van de gevel.' },
    products: [{ code: 'MT-PA-10' }],
  },
  {
    key: 'scratch-coat',
    name: { fr: 'Gobetis', nl: 'Spatlaag' },
    description: { fr: 'Couche d’accrochage sur la maçonnerie.', nl: 'Hechtlaag op het metselwerk.' },
    products: [{ code: 'MT-GO-25' }],
  },
  {
    key: 'base-render',
    name: { fr: 'Corps d’enduit', nl: 'Grondpleister' },
    description: {
      fr: 'Dresse le mur ; profils d’angle autour des baies.',
      nl: 'Vlakt de muur uit; hoekprofielen rond de openingen.',
    },
    products: [{ code: 'MT-CE-25', associates: ['MT-CA-25'] }],
  },
  {
    key: 'finish-render',
    name: { fr: 'Finition', nl: 'Afwerking' },
    description: { fr: 'Enduit de finition teinté dans la masse.', nl: 'In de massa gekleurde sierpleister.' },
    products: [{ code: 'MT-SIL-15' }, { code: 'MT-MIN-20' }],
  },
  {
    key: 'joints',
    name: { fr: 'Traitement des joints', nl: 'Voegafwerking' },
    description: { fr: 'Bande et enduit sur les joints des plaques.', nl: 'Band en voegmiddel op de plaatvoegen.' },
    products: [{ code: 'MT-EJ-25', associates: ['MT-BA-01'] }],
  },
  {
    key: 'corner-beads',
    name: { fr: 'Cornières', nl: 'Hoekprofielen' },
    description: { fr: 'Protègent les angles des baies.', nl: 'Beschermen de hoeken van de openingen.' },
    products: [{ code: 'MT-CI-30' }],
  },
  {
    key: 'skim-coat',
    name: { fr: 'Enduit de finition', nl: 'Finishpleister' },
    description: { fr: 'Lissage de toute la surface.', nl: 'Volledig glad afwerken.' },
    products: [{ code: 'MT-PL-25' }],
  },
]

export interface DemoSystem {
  key: string
  name: Text
  description: Text
  answers: string[]
  /** The work categories it is, by their seed key (src/seed/references-data.ts, WORK_CATEGORY_SEEDS). */
  work: Array<'etics' | 'render' | 'lime' | 'plaster' | 'board' | 'repair'>
  layers: Array<{ layer: string; required?: boolean; finish?: boolean; minLightReflectance?: number }>
}

/** Light reflectance below which an insulated facade overheats (the industry's rule of thumb). */
const ETICS_MIN_LRV = 20

export const DEMO_SYSTEMS: DemoSystem[] = [
  {
    key: 'etics-eps',
    name: { fr: 'Murelia Therm EPS – isolation extérieure', nl: 'Murelia Therm EPS – buitenisolatie' },
    description: {
      fr: 'Isolation thermique par l’extérieur sur panneaux EPS graphités, armée et finie d’un enduit minéral ou silicone.',
      nl: 'Buitengevelisolatie op grafiet-EPS-platen, gewapend en afgewerkt met een minerale of siliconenpleister.',
    },
    answers: ['facade', 'masonry', 'concrete', 'insulate'],
    work: ['etics'],
    layers: [
      { layer: 'starter' },
      { layer: 'adhesive' },
      { layer: 'eps' },
      { layer: 'reinforcement' },
      { layer: 'primer' },
      { layer: 'finish-etics', finish: true, minLightReflectance: ETICS_MIN_LRV },
    ],
  },
  {
    key: 'etics-mw',
    name: { fr: 'Murelia Therm MW – isolation laine de roche', nl: 'Murelia Therm MW – steenwolisolatie' },
    description: {
      fr: 'Isolation extérieure incombustible sur laine de roche, pour les immeubles et les façades exposées.',
      nl: 'Onbrandbare buitenisolatie op steenwol, voor appartementsgebouwen en blootgestelde gevels.',
    },
    answers: ['facade', 'masonry', 'concrete', 'insulate'],
    work: ['etics'],
    layers: [
      { layer: 'starter' },
      { layer: 'adhesive' },
      { layer: 'mineral-wool' },
      { layer: 'reinforcement' },
      { layer: 'primer' },
      { layer: 'finish-etics', finish: true, minLightReflectance: ETICS_MIN_LRV },
    ],
  },
  {
    key: 'render-masonry',
    name: { fr: 'Enduit de façade sur maçonnerie', nl: 'Gevelpleister op metselwerk' },
    description: {
      fr: 'Gobetis, corps d’enduit et finition teintée sur brique, bloc ou enduit existant sain.',
      nl: 'Spatlaag, grondpleister en gekleurde afwerking op baksteen, blok of gezonde bestaande pleister.',
    },
    answers: ['facade', 'masonry', 'existing-render', 'decorate', 'repair'],
    work: ['render'],
    layers: [
      { layer: 'stop-profile' },
      { layer: 'scratch-coat' },
      { layer: 'base-render' },
      { layer: 'primer', required: false },
      { layer: 'finish-render', finish: true },
    ],
  },
  {
    key: 'interior-plasterboard',
    name: { fr: 'Finition intérieure sur plaques de plâtre', nl: 'Binnenafwerking op gipsplaten' },
    description: {
      fr: 'Joints traités, cornières et enduit de finition pour des murs et plafonds prêts à peindre.',
      nl: 'Afgewerkte voegen, hoekprofielen en finishpleister voor schilderklare muren en plafonds.',
    },
    answers: ['interior-wall', 'ceiling', 'plasterboard', 'decorate'],
    work: ['board'],
    layers: [
      { layer: 'joints' },
      { layer: 'corner-beads' },
      { layer: 'primer', required: false },
      { layer: 'skim-coat' },
    ],
  },
  {
    key: 'silicone-render',
    name: { fr: 'Enduit silicone de façade', nl: 'Siliconenpleister op gevel' },
    description: {
      fr: 'Finition silicone hydrofuge et perméable à la vapeur, sur béton, enduit existant ou isolant armé.',
      nl: 'Waterafstotende, dampopen siliconenafwerking op beton, bestaande pleister of gewapende isolatie.',
    },
    answers: ['facade', 'concrete', 'existing-render', 'insulation', 'decorate'],
    work: ['render'],
    layers: [{ layer: 'primer' }, { layer: 'finish-etics', finish: true }],
  },
  {
    key: 'interior-gypsum',
    name: { fr: 'Enduit plâtre intérieur', nl: 'Gipspleister binnen' },
    description: {
      fr: 'Plafonnage au plâtre sur maçonnerie ou béton, lissé pour des murs et plafonds prêts à peindre.',
      nl: 'Gipspleisterwerk op metselwerk of beton, glad afgewerkt voor schilderklare muren en plafonds.',
    },
    answers: ['interior-wall', 'ceiling', 'masonry', 'concrete', 'decorate', 'repair'],
    work: ['plaster'],
    layers: [{ layer: 'primer', required: false }, { layer: 'skim-coat' }],
  },
]

// ——— Coatings and colours ———

interface RangeSeed {
  code: string
  name: Text
  /** Hue (degrees) and saturation (%) of the range; its shades go from light to dark. */
  hue: number
  saturation: number
}

const RANGES: RangeSeed[] = [
  { code: 'BL', name: { fr: 'Blancs et crèmes', nl: 'Wit- en crèmetinten' }, hue: 42, saturation: 30 },
  { code: 'OC', name: { fr: 'Ocres et sables', nl: 'Oker- en zandtinten' }, hue: 36, saturation: 48 },
  { code: 'TE', name: { fr: 'Terres cuites', nl: 'Aardetinten' }, hue: 16, saturation: 45 },
  { code: 'GR', name: { fr: 'Gris et ardoises', nl: 'Grijs- en leitinten' }, hue: 205, saturation: 12 },
]

const SHADES_PER_RANGE = 14

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100
  const lig = l / 100
  const k = (n: number) => (n + h / 30) % 12
  const a = sat * Math.min(lig, 1 - lig)
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Light reflectance of a colour: its relative luminance (sRGB, D65) × 100, as LRV charts give it. */
export function lightReflectance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return Math.round((0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0)) * 1000) / 10
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')

/** Each range's shades, lightest first; the darkest ones fall under the insulation systems' minimum. */
function colorCategories(lang: Lang, coatingCode: string): ColorCategory[] {
  const prefix = coatingCode === 'MT-SIL-15' ? 'S' : 'M'
  return [
    {
      name: lang === 'fr' ? 'Collection Murelia' : 'Murelia-collectie',
      colorPdfPath: null,
      weight: 0,
      colorRanges: RANGES.map((range) => {
        const mid = hslToHex(range.hue, range.saturation, 60)
        return {
          name: range.name[lang],
          code: `${prefix}-${range.code}`,
          colorHex: mid,
          colorRgb: rgbOf(mid),
          colorShades: Array.from({ length: SHADES_PER_RANGE }, (_, i) => {
            const lightness = 94 - i * 5.2
            const hex = hslToHex(range.hue, range.saturation, lightness)
            return {
              code: `${prefix}-${range.code} ${String(100 + i * 5)}`,
              colorHex: hex,
              lightIntensity: lightReflectance(hex),
              noDisplayFor: [],
            }
          }),
        }
      }),
    },
  ]
}

export interface DemoCoating {
  code: string
  name: Text
  categoryName: Text
  categorySubtitle: Text
  displaySyringeLogo: boolean
  colorCategories: (lang: Lang) => ColorCategory[]
}

export const DEMO_COATINGS: DemoCoating[] = [
  {
    code: 'MT-MIN-20',
    name: { fr: 'Enduit minéral frotté 2 mm', nl: 'Minerale pleister geschuurd 2 mm' },
    categoryName: { fr: 'Enduits minéraux', nl: 'Minerale pleisters' },
    categorySubtitle: { fr: 'Respirant, aspect mat naturel', nl: 'Dampopen, natuurlijk mat uitzicht' },
    displaySyringeLogo: false,
    colorCategories: (lang) => colorCategories(lang, 'MT-MIN-20'),
  },
  {
    code: 'MT-SIL-15',
    name: { fr: 'Enduit silicone frotté 1,5 mm', nl: 'Siliconenpleister geschuurd 1,5 mm' },
    categoryName: { fr: 'Enduits silicone', nl: 'Siliconenpleisters' },
    categorySubtitle: { fr: 'Hydrofuge, reste propre', nl: 'Waterafstotend, blijft proper' },
    displaySyringeLogo: true,
    colorCategories: (lang) => colorCategories(lang, 'MT-SIL-15'),
  },
]

/**
 * The demo catalogue as the configurator sees it, with keys and codes as ids: what the seed writes, without a
 * database. The unit tests' worked examples run on it.
 */
export function demoCatalogue(lang: Lang = 'fr'): Catalogue {
  const answerIds = new Set(DEMO_QUESTIONS.flatMap((q) => q.answers.map((a) => a.key)))
  return {
    questions: DEMO_QUESTIONS.map((q, i) => ({
      id: q.key,
      name: q.name[lang],
      weight: i,
      answers: q.answers.map((a, j) => ({ id: a.key, question: q.key, name: a.name[lang], weight: j, images: [] })),
    })),
    systems: DEMO_SYSTEMS.map((s) => ({
      id: s.key,
      name: s.name[lang],
      description: s.description[lang],
      images: [],
      estimateAnswers: s.answers.filter((a) => answerIds.has(a)),
      workCategories: [...s.work],
      systemLayers: s.layers.map((l, i) => ({
        id: `${s.key}-${i}`,
        layer: l.layer,
        required: l.required ?? true,
        finish: l.finish ?? false,
        minLightReflectance: l.minLightReflectance ?? null,
      })),
    })),
    layers: DEMO_LAYERS.map((l) => ({
      id: l.key,
      name: l.name[lang],
      internalName: l.key,
      description: l.description[lang],
      layerProducts: l.products.map((p) => ({ product: p.code, associates: p.associates ?? [] })),
    })),
    products: DEMO_PRODUCTS.map((p) => ({ ...p, id: p.code, name: p.name[lang], demoValues: true })),
    coatings: DEMO_COATINGS.map((c, i) => ({
      id: c.code,
      name: c.name[lang],
      categoryName: c.categoryName[lang],
      categorySubtitle: c.categorySubtitle[lang],
      displaySyringeLogo: c.displaySyringeLogo,
      code: c.code,
      weight: i,
      images: [],
      colorCategories: c.colorCategories(lang),
    })),
  }
}
