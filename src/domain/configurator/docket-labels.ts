import type { DocketLine } from './quantities'

/**
 * What the results and the PDF say about a docket line, as message keys (under Configurator) and their values:
 * the caller translates, so the browser and the PDF say the same thing in the reader's language.
 */
export interface LabelMessage {
  key: string
  values: Record<string, string | number>
}

/**
 * The pallets of a line: full ones, and a started one said as such ("6 bags on a pallet of 42"): a bare "1" beside
 * 6 bags reads as a full pallet. `units` formats a number of the line's packaging units.
 */
export function palletLabel(line: DocketLine, units: (count: number) => string): LabelMessage {
  if (line.unitsPerPallet === null || line.fullPallets === null || line.looseUnits === null) {
    return { key: 'results.noPallet', values: {} }
  }
  if (line.looseUnits === 0) return { key: 'results.palletsFull', values: { count: line.fullPallets } }
  const loose = units(line.looseUnits)
  if (line.fullPallets === 0) {
    return { key: 'results.palletsPartial', values: { units: loose, perPallet: line.unitsPerPallet } }
  }
  return {
    key: 'results.palletsMixed',
    values: { full: line.fullPallets, units: loose, perPallet: line.unitsPerPallet },
  }
}
