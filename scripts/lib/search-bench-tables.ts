/**
 * The site search bench's records (scripts/lib/search-bench-corpus.ts makes documents of them): the catalogue's and
 * the directory's words as the collections hold them, [French, Dutch] (finishes' bases, textures, grains and
 * ranges of shades, the charts' collections and RAL ranges, the configurator's product families; work categories,
 * provinces, trades, surnames and company names), and the real Belgian places with their province and language.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { list } from './search-bench-vocabulary'

// ---------------------------------------------------------------------------------------------------------------
// The catalogue's and the directory's words, as the collections hold them: [French, Dutch]

export type Pair = readonly [fr: string, nl: string]

/** A finish's base: with a texture and a grain it makes the finish's name; it gives the code, category and subtitle. */
export interface Base {
  code: string
  /** The first letter of its chart's shade codes (`S-GR 135`). */
  shade: string
  name: Pair
  category: Pair
  subtitle: Pair
}

type Triple = [name: string, category: string, subtitle: string]
/** The finishes' bases, a line a language: code and shade letter, then [name, category, subtitle]. */
// biome-ignore format: a table, one base in two lines (French, then Dutch)
const BASE_ROWS: Array<[code: string, shade: string, fr: Triple, nl: Triple]> = [
  ['MIN', 'M', ['Enduit minéral', 'Enduits minéraux', 'Respirant, aspect mat naturel'],
               ['Minerale pleister', 'Minerale pleisters', 'Dampopen, natuurlijk mat uitzicht']],
  ['SIL', 'S', ['Enduit silicone', 'Enduits silicone', 'Hydrofuge, reste propre'],
               ['Siliconenpleister', 'Siliconenpleisters', 'Waterafstotend, blijft proper']],
  ['ACR', 'A', ['Enduit acrylique', 'Enduits acryliques', 'Souple, couleurs vives'],
               ['Acrylpleister', 'Acrylpleisters', 'Soepel, heldere kleuren']],
  ['SLK', 'K', ['Enduit silicate', 'Enduits silicate', 'Minéral et durable'],
               ['Silicaatpleister', 'Silicaatpleisters', 'Mineraal en duurzaam']],
  ['CHX', 'C', ['Enduit à la chaux', 'Enduits à la chaux', 'Pour le bâti ancien'],
               ['Kalkpleister', 'Kalkpleisters', 'Voor oude gebouwen']],
]
export const BASES: Base[] = BASE_ROWS.map(([code, shade, fr, nl]) => ({
  code,
  shade,
  name: [fr[0], nl[0]],
  category: [fr[1], nl[1]],
  subtitle: [fr[2], nl[2]],
}))
export const TEXTURES: Array<{ code: string; name: Pair }> = [
  { code: 'F', name: ['frotté', 'geschuurd'] },
  { code: 'T', name: ['taloché', 'gefinst'] },
  { code: 'R', name: ['ruisselé', 'met groeven'] },
  { code: 'G', name: ['gratté', 'gekrabd'] },
]
export const GRAINS = ['1', '1,5', '2', '3']
export const RANGES: Array<{ code: string; name: Pair }> = [
  { code: 'BL', name: ['Blancs et crèmes', 'Wit- en crèmetinten'] },
  { code: 'OC', name: ['Ocres et sables', 'Oker- en zandtinten'] },
  { code: 'TE', name: ['Terres cuites', 'Aardetinten'] },
  { code: 'GR', name: ['Gris et ardoises', 'Grijs- en leitinten'] },
  { code: 'VB', name: ['Verts et bleus', 'Groen- en blauwtinten'] },
]
export const COLLECTIONS: Pair[] = [
  ['Collection Murelia', 'Murelia-collectie'],
  ['Collection Calcéa', 'Calcéa-collectie'],
  ['Nuancier RAL', 'RAL-kleurenkaart'],
]
/** The RAL classic ranges a chart borrows from. */
export const RAL_RANGES: Array<[number, number]> = [
  [1000, 1037],
  [2000, 2013],
  [3000, 3033],
  [5000, 5026],
  [6000, 6039],
  [7000, 7048],
  [8000, 8029],
  [9001, 9023],
]
/** The configurator's products: families (code: name) by the unit of their sizes. */
const FAMILIES_BY_UNIT: Record<string, Record<string, Pair>> = {
  mm: {
    EPS: ['Panneau isolant EPS', 'Isolatieplaat EPS'],
    XPS: ['Panneau isolant XPS', 'Isolatieplaat XPS'],
    LR: ['Panneau en laine de roche', 'Steenwolplaat'],
    PU: ['Panneau polyuréthane', 'PUR-plaat'],
    FB: ['Panneau en fibre de bois', 'Houtvezelplaat'],
    CH: ['Cheville à frapper', 'Slagplug'],
  },
  kg: { CM: ['Mortier colle', 'Lijmmortel'], PR: ["Primaire d'accrochage", 'Hechtprimer'] },
  'm²': { TV: ["Treillis d'armature", 'Wapeningsnet'] },
  cm: { CA: ["Profilé d'angle", 'Hoekprofiel'] },
  l: { HY: ['Hydrofuge de façade', 'Waterafstotend middel'], PE: ['Peinture de façade', 'Gevelverf'] },
}
export const FAMILIES: Array<{ code: string; name: Pair; unit: string }> = Object.entries(FAMILIES_BY_UNIT).flatMap(
  ([unit, families]) => Object.entries(families).map(([code, name]) => ({ code, name, unit })),
)
/** Products whose codes the queries type (they exist whatever the generator draws). */
export const FIXED_PRODUCTS = ['MT-EPS-120', 'MT-XPS-80']

export const WORK_CATEGORIES: Pair[] = [
  ["Isolation de façade par l'extérieur", 'Buitengevelisolatie'],
  ['Enduit décoratif de façade', 'Sierpleister op gevel'],
  ['Enduit à la chaux', 'Kalkpleister'],
  ['Plafonnage intérieur', 'Binnenpleisterwerk'],
  ['Plaques de plâtre', 'Gipsplaten'],
  ['Réparation de façade', 'Gevelherstelling'],
  ['Peinture de façade', 'Gevelschilderwerk'],
  ['Rejointoiement', 'Voegwerk'],
  ['Nettoyage de façade', 'Gevelreiniging'],
  ['Hydrofugation', 'Waterafstotende behandeling'],
  ['Bardage', 'Gevelbekleding'],
  ['Isolation des murs creux', 'Spouwmuurisolatie'],
]
export const PROVINCES: Pair[] = [
  ['Bruxelles-Capitale', 'Brussels Hoofdstedelijk Gewest'],
  ['Brabant wallon', 'Waals-Brabant'],
  ['Brabant flamand', 'Vlaams-Brabant'],
  ['Anvers', 'Antwerpen'],
  ['Limbourg', 'Limburg'],
  ['Liège', 'Luik'],
  ['Namur', 'Namen'],
  ['Hainaut', 'Henegouwen'],
  ['Luxembourg', 'Luxemburg'],
  ['Flandre occidentale', 'West-Vlaanderen'],
  ['Flandre orientale', 'Oost-Vlaanderen'],
]
/** The directory's trades as the filter names them (messages' Directory.profiles). */
export const TRADES: Pair[] = [
  ['Façadier', 'Gevelbezetter'],
  ['Plafonneur', 'Stukadoor'],
  ['Plaquiste', 'Plaatser'],
]
export const SURNAMES = list(`Dupont|Peeters|Janssens|Maes|Jacobs|Mertens|Willems|Claes|Goossens|Wouters|Lambert|Dubois|
  Martin|Simon|Laurent|Leroy|Renard|Declercq|Vermeulen|Lemaire|Hermans|Michel|Desmet|Aerts|Van den Broeck|De Smet|
  Pauwels|Lejeune|Hendrickx|Dumont|François|Timmermans|Verstraete|Lefebvre|Van Damme|Bogaert|Gilles|Collard|Smets|
  Cools|Wuyts|Lenaerts|Segers|Denis|Leclercq|Mathieu|Thiry|Hubert|De Backer|Van Acker`)
/** Company names, as the demo directory's trades write them (src/seed/directory-data.ts), in the town's language. */
export const COMPANY_NAMES: Pair[] = [
  ['Façades {name}', 'Gevelwerken {name}'],
  ['{name} Isolation', '{name} Gevelisolatie'],
  ['Plafonnage {name}', 'Pleisterwerken {name}'],
  ['{name} & Fils', '{name} & Zonen'],
  ['{name} Cloisons & Plafonds', '{name} Droogbouw'],
  ['{name} Rénovation', 'Bouwbedrijf {name}'],
  ['Enduits {name}', '{name} Gevelpleisters'],
  ['{name} Crépis', 'Sierpleisters {name}'],
  ['Atelier {name}', 'Afbouw {name}'],
]

// ---------------------------------------------------------------------------------------------------------------
// Places: the real Belgian postcodes with their French and Dutch names (src/domain/geo/belgian-postcodes.json)

export interface Place {
  postcode: string
  fr: string
  nl: string
}

export function places(): Place[] {
  const file = path.resolve(import.meta.dirname, '../../src/domain/geo/belgian-postcodes.json')
  const index = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Array<[string, string]>>
  return Object.entries(index).flatMap(([postcode, localities]) =>
    localities.map(([fr, nl]) => ({ postcode, fr: fr || nl, nl: nl || fr })),
  )
}

/** French-speaking postcodes (Walloon Brabant, Liège, Namur, Hainaut, Luxembourg); Brussels is either. */
export const isWalloon = (code: number) => (code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)
/** The province of a postcode, as an index of PROVINCES (bpost's ranges). */
export function provinceOf(code: number): number {
  if (code < 1300) return 0
  if (code < 1500) return 1
  if (code < 2000 || (code >= 3000 && code < 3500)) return 2
  if (code < 3000) return 3
  if (code < 4000) return 4
  if (code < 5000) return 5
  if (code < 6000) return 6
  if (code < 6600 || code >= 7000) return code < 8000 ? 7 : code < 9000 ? 9 : 10
  return 8
}
