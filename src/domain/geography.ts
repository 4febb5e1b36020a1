/** A Belgian province (Brussels included) with the postal-code ranges it covers. */
export interface ProvinceSeed {
  code: string
  name: { fr: string; nl: string }
  ranges: Array<[number, number]>
}

export const BELGIAN_PROVINCES: ProvinceSeed[] = [
  { code: 'BRU', name: { fr: 'Bruxelles-Capitale', nl: 'Brussels Hoofdstedelijk Gewest' }, ranges: [[1000, 1299]] },
  { code: 'WBR', name: { fr: 'Brabant wallon', nl: 'Waals-Brabant' }, ranges: [[1300, 1499]] },
  {
    code: 'VBR',
    name: { fr: 'Brabant flamand', nl: 'Vlaams-Brabant' },
    ranges: [
      [1500, 1999],
      [3000, 3499],
    ],
  },
  { code: 'ANT', name: { fr: 'Anvers', nl: 'Antwerpen' }, ranges: [[2000, 2999]] },
  { code: 'LIM', name: { fr: 'Limbourg', nl: 'Limburg' }, ranges: [[3500, 3999]] },
  { code: 'LIE', name: { fr: 'Liège', nl: 'Luik' }, ranges: [[4000, 4999]] },
  { code: 'NAM', name: { fr: 'Namur', nl: 'Namen' }, ranges: [[5000, 5999]] },
  {
    code: 'HAI',
    name: { fr: 'Hainaut', nl: 'Henegouwen' },
    ranges: [
      [6000, 6599],
      [7000, 7999],
    ],
  },
  { code: 'LUX', name: { fr: 'Luxembourg', nl: 'Luxemburg' }, ranges: [[6600, 6999]] },
  { code: 'WVL', name: { fr: 'Flandre occidentale', nl: 'West-Vlaanderen' }, ranges: [[8000, 8999]] },
  { code: 'OVL', name: { fr: 'Flandre orientale', nl: 'Oost-Vlaanderen' }, ranges: [[9000, 9999]] },
]

export interface PostalCodeRange {
  from: number
  to: number
}

/** Whether a four-digit postal code lies in one of the given ranges. */
export function isPostalCodeInRanges(code: string, ranges: readonly PostalCodeRange[]): boolean {
  if (!/^\d{4}$/.test(code.trim())) return false
  const n = Number(code.trim())
  return ranges.some((r) => n >= r.from && n <= r.to)
}
