import { describe, expect, it } from 'vitest'
import { configuratorMailContent } from '@/services/configurator/documents'
import { renderMail } from '@/services/mail/templates'

/** The project mail's wording, from the Configurator.mail messages (ICU plurals), in both languages. */

const solution = (system: string | null, colour: string | null) =>
  ({
    estimateSystem: system ? { name: system } : null,
    sample: colour ? { coatingName: 'Enduit minéral frotté 2 mm', colorCode: colour } : null,
  }) as never

const project = (count: number) => ({
  name: 'Villa Rose',
  solutions: Array.from({ length: count }, (_, i) =>
    solution(i === 0 ? 'Murelia Therm EPS' : null, i === 0 ? 'M-OC 100' : null),
  ),
})

describe('configurator project mail', () => {
  it('says "une solution, avec son système" for one solution, in French', async () => {
    const content = await configuratorMailContent('fr', {
      recipientName: 'Marie',
      senderName: 'Façades Janssens',
      project: project(1),
    })
    const { text, subject } = renderMail('configuratorProject', 'fr', content)
    expect(subject).toBe('Projet de façade «\u00a0Villa Rose\u00a0»')
    expect(text).toContain('Bonjour Marie,')
    expect(text).toContain('Façades Janssens vous envoie le projet')
    expect(text).toContain('une solution, avec son système, sa teinte, ses façades')
    expect(text).not.toMatch(/\bleurs?\b/)
    expect(text).toContain('Solution 1\u00a0: Murelia Therm EPS – teinte Enduit minéral frotté 2 mm M-OC 100')
    expect(text).toContain('Vous trouverez son détail dans le PDF joint.')
  })

  it('says "3 solutions, chacune avec son système" for three, and lists each', async () => {
    const content = await configuratorMailContent('fr', {
      recipientName: 'Marie',
      senderName: 'X',
      project: project(3),
    })
    const { text } = renderMail('configuratorProject', 'fr', content)
    expect(text).toContain('3 solutions, chacune avec son système')
    expect(text).toContain('Solution 3\u00a0: système à choisir')
    expect(text).toContain('Vous trouverez leur détail')
  })

  it.each([
    [1, 'één oplossing, met het systeem', 'U vindt alle details in de bijgevoegde pdf.'],
    [2, '2 oplossingen, elk met het systeem', 'U vindt alle details van elke oplossing'],
  ])('in Dutch with %i solution(s)', async (count, phrase, attached) => {
    const content = await configuratorMailContent('nl', {
      recipientName: 'Jan',
      senderName: 'Gevelwerken Peeters',
      project: project(count),
    })
    const { text, subject, html } = renderMail('configuratorProject', 'nl', content)
    expect(subject).toBe('Gevelproject “Villa Rose”')
    expect(text).toContain('Beste Jan,')
    expect(text).toContain(phrase)
    expect(text).toContain(attached)
    expect(html).toContain('Gevelwerken Peeters')
  })
})
