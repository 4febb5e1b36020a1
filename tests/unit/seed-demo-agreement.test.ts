import { describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '@/seed/configurator-data'
import { DEMO_CONTACTS, REFERENCE_SEEDS } from '@/seed/references-data'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'

/*
 * Issue 22: the demo content contradicted itself. A product named "Slagplug 115 mm (doos van 250)" was counted in
 * "Pak van 250 stuks"; the Liège reference's "contact for this project" was an architect it does not mention.
 */

const UNIT_NAMES = { fr: fr.Configurator.unitNames, nl: nl.Configurator.unitNames }

describe('demo products', () => {
  it.each(['fr', 'nl'] as const)('name in %s the package their quantities are counted in', (l) => {
    for (const product of DEMO_PRODUCTS) {
      // "(paquet de 250)", "(pak van 2,16 m²)", "(rouleau de 50 m²)"
      const named = /\((\p{L}+) (?:de|van|d’) /u.exec(product.name[l])?.[1]
      if (!named) continue
      const unit = UNIT_NAMES[l][product.packagingUnit as keyof (typeof UNIT_NAMES)[typeof l]]
      expect(named.toLowerCase(), `${product.code} ${product.name[l]}`).toBe(unit?.toLowerCase())
    }
  })
})

describe('demo references', () => {
  it('give as the contact for a project one of the parties the reference names', () => {
    const digits = (s: string) => s.replace(/\D/g, '').replace(/^32/, '0')
    for (const [n, contact] of DEMO_CONTACTS.entries()) {
      const parties = REFERENCE_SEEDS[n]?.parties ?? []
      const named = parties.some(
        (p) => p.contact === contact || (digits(contact) && digits(p.contact ?? '') === digits(contact)),
      )
      expect(named, `${REFERENCE_SEEDS[n]?.slug.fr}: ${contact}`).toBe(true)
    }
  })
})
