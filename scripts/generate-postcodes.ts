/**
 * Builds src/domain/geo/belgian-postcodes.json from the embedded postal list (src/domain/geo/source/, MIT) and the
 * other language's names (source/other-language-names.ts): `npx tsx scripts/generate-postcodes.ts`.
 * Output: postcode → localities, each `[French name, Dutch name]` ('' where the locality has no name in that
 * language), sorted by postcode; the coordinates and the unreliable province column are left out.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BRUSSELS_FRENCH, FLEMISH_FRENCH, WALLOON_DUTCH } from '../src/domain/geo/source/other-language-names'

const root = path.resolve(import.meta.dirname, '..')
const csv = readFileSync(path.join(root, 'src/domain/geo/source/belgian-cities-geocoded.csv'), 'utf8')

/** French-speaking postcodes (Walloon Brabant, Liège, Namur, Hainaut, Luxembourg); the rest is Dutch or Brussels. */
const isWalloon = (code: number) => (code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)
const isBrussels = (code: number) => code >= 1000 && code <= 1299

// Linking words written in lower case inside a compound name ("Braine-Le-ChÂteau" → "Braine-le-Château").
const PARTICLES = new Set(['le', 'la', 'les', 'lez', 'sur', 'sous', 'en', 'de', 'du', 'des', 'aux', 'au', 'd', 'l'])
const DUTCH_PARTICLES = new Set(['ten', 'op', 'den', 'aan', 'de', 'der', 'in', 'over', 'bij'])

/** Repairs the list's case: accented capitals inside words, capitalised linking words. */
function repairCase(name: string, walloon: boolean): string {
  const lowered = name.replace(/(?<=\p{Ll})\p{Lu}/gu, (c) => c.toLowerCase())
  const particles = walloon ? PARTICLES : DUTCH_PARTICLES
  const parts = lowered.split('-')
  return parts
    .map((part, i) => {
      if (i === 0) return part
      const apostrophe = part.match(/^(\p{L})'(.*)$/u)
      const [, letter = '', rest = ''] = apostrophe ?? []
      if (apostrophe && particles.has(letter.toLowerCase()))
        return `${letter.toLowerCase()}'${rest.charAt(0).toUpperCase()}${rest.slice(1)}`
      return i < parts.length - 1 && particles.has(part.toLowerCase()) ? part.toLowerCase() : part
    })
    .join('-')
    .replace(/(-|^)(\p{L})'(\p{Ll})/gu, (_m, sep: string, l: string, c: string) => `${sep}${l}'${c.toUpperCase()}`)
}

// Both directions: the list sometimes gives a Walloon locality its Dutch name (Komen for Comines) and the reverse.
const frenchToDutch = new Map<string, string>([
  ...Object.entries(WALLOON_DUTCH),
  ...Object.entries(FLEMISH_FRENCH).map(([nl, fr]) => [fr, nl] as [string, string]),
])
const dutchToFrench = new Map<string, string>([...frenchToDutch.entries()].map(([fr, nl]) => [nl, fr]))

/** The locality's `[French, Dutch]` names. */
function namesOf(name: string, code: number): [string, string] {
  if (isBrussels(code)) return [BRUSSELS_FRENCH[name] ?? name, name]
  const french = dutchToFrench.get(name)
  if (french) return [french, name]
  const dutch = frenchToDutch.get(name)
  if (dutch) return [name, dutch]
  return isWalloon(code) ? [name, ''] : ['', name]
}

const byCode = new Map<string, Array<[string, string]>>()
for (const line of csv.split(/\r?\n/).slice(1)) {
  if (!line.trim()) continue
  const match = line.match(/^"?([\d,]+)"?,"([^"]*)",/)
  const [, codes, listed] = match ?? []
  if (!codes || listed === undefined) throw new Error(`Unreadable line: ${line}`)
  for (const code of codes.split(',')) {
    const n = Number(code)
    const name = repairCase(listed.trim(), isWalloon(n))
    const pair = namesOf(name, n)
    const list = byCode.get(code) ?? []
    if (!list.some(([fr, nl]) => fr === pair[0] && nl === pair[1])) list.push(pair)
    byCode.set(code, list)
  }
}

const sorted = Object.fromEntries([...byCode.entries()].sort(([a], [b]) => Number(a) - Number(b)))
const out = path.join(root, 'src/domain/geo/belgian-postcodes.json')
writeFileSync(out, `${JSON.stringify(sorted)}\n`)
// In the project's format, so that `biome check` passes and a regeneration diffs line by line.
execFileSync('npx', ['biome', 'format', '--write', out], { cwd: root, stdio: 'inherit' })
console.log(`${byCode.size} postcodes, ${[...byCode.values()].flat().length} localities → ${path.relative(root, out)}`)
