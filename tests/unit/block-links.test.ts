import { describe, expect, it } from 'vitest'
import { hrefKind, localizeHref } from '@/components/blocks/links'

describe('links written by staff', () => {
  it('tells pages of the site from other sites and from files, mail and anchors', () => {
    expect(hrefKind('/fr/devis')).toBe('page')
    expect(hrefKind('/devis?x=1#top')).toBe('page')
    expect(hrefKind('https://example.org/a')).toBe('external')
    expect(hrefKind('//cdn.example.org/a')).toBe('external')
    expect(hrefKind('/api/media/file/brochure.pdf')).toBe('other')
    expect(hrefKind('/admin')).toBe('other')
    expect(hrefKind('/brochure.pdf')).toBe('other')
    expect(hrefKind('mailto:info@example.org')).toBe('other')
    expect(hrefKind('#steps')).toBe('other')
  })

  it('keeps a path already in the page language', () => {
    expect(localizeHref('/fr/devis', 'fr')).toBe('/fr/devis')
    expect(localizeHref('/nl/prijsofferte', 'nl')).toBe('/nl/prijsofferte')
    expect(localizeHref('/nl', 'nl')).toBe('/nl')
  })

  it("translates a screen's path written in the other language (a Dutch field falling back to French)", () => {
    expect(localizeHref('/fr/devis', 'nl')).toBe('/nl/prijsofferte')
    expect(localizeHref('/nl/een-gevelbezetter-vinden', 'fr')).toBe('/fr/trouver-un-facadier')
    expect(localizeHref('/fr', 'nl')).toBe('/nl')
    expect(localizeHref('/fr/', 'nl')).toBe('/nl')
    expect(localizeHref('/fr/configurateur-facade#start', 'nl')).toBe('/nl/gevelconfigurator#start')
  })

  it('moves a document path to the route of the page language, keeping its slug (the route redirects)', () => {
    expect(localizeHref('/fr/article/isoler-sa-facade', 'nl')).toBe('/nl/artikel/isoler-sa-facade')
    expect(localizeHref('/fr/mentions-legales', 'nl')).toBe('/nl/mentions-legales')
    expect(localizeHref('/nl/bedrijf/4', 'fr')).toBe('/fr/entreprise/4')
  })

  it('prefers a screen over a generic page of the same shape', () => {
    expect(localizeHref('/fr/contact', 'nl')).toBe('/nl/contact')
    expect(localizeHref('/fr/particulier', 'nl')).toBe('/nl/eigenaar')
  })

  it('gives a path without a language the page language', () => {
    expect(localizeHref('/devis', 'fr')).toBe('/fr/devis')
    expect(localizeHref('/prijsofferte', 'fr')).toBe('/fr/devis')
    expect(localizeHref('/devis?from=banner', 'nl')).toBe('/nl/prijsofferte?from=banner')
    expect(localizeHref('/', 'nl')).toBe('/nl')
    expect(localizeHref('/a/b/c', 'nl')).toBe('/nl/a/b/c')
  })

  it('leaves other addresses untouched', () => {
    for (const href of ['https://example.org/fr/devis', 'mailto:a@b.be', 'tel:+3221234567', '#faq', '/api/x.pdf']) {
      expect(localizeHref(href, 'nl')).toBe(href)
    }
  })
})
