import { describe, expect, it } from 'vitest'
import { isPreviewCollection, previewId, previewPath } from '@/domain/preview'

describe('previewPath', () => {
  it('names the collection and the id under the language being edited', () => {
    expect(previewPath('articles', 12, 'nl')).toBe('/nl/preview/articles/12')
    expect(previewPath('landings', '3', 'fr')).toBe('/fr/preview/landings/3')
  })

  it('falls back to French for a language the site does not have, or none', () => {
    expect(previewPath('pages', 7, 'en')).toBe('/fr/preview/pages/7')
    expect(previewPath('pages', 7, undefined)).toBe('/fr/preview/pages/7')
  })
})

describe('previewId', () => {
  it('accepts a positive integer only', () => {
    expect(previewId('42')).toBe(42)
    for (const bad of ['0', '-1', '4.2', '042', '1e3', '', 'abc', '12345678901234567'])
      expect(previewId(bad), bad).toBeNull()
  })
})

describe('isPreviewCollection', () => {
  it('knows the content collections with drafts, not the others', () => {
    for (const slug of ['landings', 'pages', 'articles', 'blogs', 'references', 'faqs'])
      expect(isPreviewCollection(slug)).toBe(true)
    for (const slug of ['users', 'professional-users', 'media', 'menus', ''])
      expect(isPreviewCollection(slug)).toBe(false)
  })
})
