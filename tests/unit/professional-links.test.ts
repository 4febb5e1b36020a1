import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PROFESSIONAL_LINK_REL, ProfessionalLink } from '@/components/ui/ProfessionalLink'

describe("professionals' links", () => {
  it('marks an address a professional wrote as user content, followed by no search engine, without opener', () => {
    expect(PROFESSIONAL_LINK_REL).toBe('ugc nofollow noopener')
    for (const href of ['https://www.facades-lambert.example.be', 'http://x.example', '//cdn.example/x']) {
      const html = renderToStaticMarkup(ProfessionalLink({ href, children: 'site' }))
      expect(html, href).toBe(`<a href="${href}" rel="ugc nofollow noopener">site</a>`)
    }
    // A caller's rel cannot drop it, and a new tab gets no window.opener.
    const tab = renderToStaticMarkup(ProfessionalLink({ href: 'https://x.example', target: '_blank', rel: 'opener' }))
    expect(tab).toBe('<a href="https://x.example" target="_blank" rel="ugc nofollow noopener"></a>')
  })

  it('keeps a path of the site as an ordinary link of the site', () => {
    const html = renderToStaticMarkup(ProfessionalLink({ href: '/fr/devis', children: 'Devis' }))
    expect(html).toBe('<a href="/fr/devis">Devis</a>')
  })
})
