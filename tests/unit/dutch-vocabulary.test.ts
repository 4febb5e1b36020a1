import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import nl from '../../messages/nl.json'

/*
 * One Dutch word per trade and material, as the site's routes and menus say them: gevelbezetter (façadier),
 * stukadoor (plafonneur), plaatser (plaquiste), steenwol (laine de roche). A visitor who reads "gevelbouwer"
 * in one place and "gevelbezetter" in another wonders whether they are two trades.
 */

const OTHER_WORDS: Array<{ word: RegExp; use: string }> = [
  { word: /gevelbouwer/i, use: 'gevelbezetter' },
  { word: /gevelspecialist/i, use: 'gevelbezetter' },
  { word: /gevelzetter/i, use: 'gevelbezetter' },
  { word: /gevelwerker/i, use: 'gevelbezetter' },
  { word: /gipsplaatzetter/i, use: 'plaatser' },
  { word: /gipsplaatser/i, use: 'plaatser' },
  { word: /gyproc-?plaatser/i, use: 'plaatser' },
  { word: /pleisteraar/i, use: 'stukadoor' },
  { word: /plafonneerder/i, use: 'stukadoor' },
  { word: /rotswol/i, use: 'steenwol' },
]

/** Every string of a messages catalogue with its key. */
function strings(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k))
  }
  return []
}

/** Source files under a folder (the seeds' Dutch content, the components' and services' Dutch words). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sources(file)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('payload-types.ts') ? [file] : []
  })
}

describe('Dutch vocabulary', () => {
  it('names each trade and material with one word in the Dutch messages', () => {
    const found = strings(nl).flatMap(([key, text]) =>
      OTHER_WORDS.filter((o) => o.word.test(text)).map((o) => `${key}: “${text}” (use ${o.use})`),
    )
    expect(found).toEqual([])
  })

  it('names them the same way in the demo content, the e-mails and the components', () => {
    const root = path.resolve(__dirname, '../../src')
    const files = ['seed', 'components', 'services', 'domain', 'graphql', 'app', 'admin'].flatMap((d) =>
      sources(path.join(root, d)),
    )
    expect(files.length).toBeGreaterThan(50)
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          OTHER_WORDS.filter((o) => o.word.test(line)).map(
            (o) => `${path.relative(root, file)}:${i + 1} (use ${o.use})`,
          ),
        ),
    )
    expect(found).toEqual([])
  })

  it('uses the registration’s trade names in the directory’s filters and the role switcher', () => {
    const n = nl as unknown as {
      Accounts: { register: { roles: Record<string, string> } }
      Directory: { profiles: Record<string, string> }
      RoleSwitcher: Record<string, string>
    }
    for (const profile of ['PROFESSIONAL_FACADIER_PROFILE', 'PROFESSIONAL_PLAFONNEUR_PROFILE'] as const) {
      expect(n.Accounts.register.roles[profile]).toBe(n.Directory.profiles[profile])
      expect(n.RoleSwitcher[profile]).toBe(n.Directory.profiles[profile])
    }
    // The switcher offers the plaatser too (issue 22), in the same word.
    expect(n.RoleSwitcher.PROFESSIONAL_PLASTERBOARDER_PROFILE).toBe(
      n.Directory.profiles.PROFESSIONAL_PLASTERBOARDER_PROFILE,
    )
    expect(n.Accounts.register.roles.PROFESSIONAL_PLASTERBOARDER_PROFILE).toBe(
      n.Directory.profiles.PROFESSIONAL_PLASTERBOARDER_PROFILE,
    )
  })
})
