import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { imageView, responsiveImageView, sitePath } from '@/services/core/images'

describe('image URLs', () => {
  it('are root-relative for files Payload serves, whatever origin it wrote', () => {
    expect(sitePath('http://localhost:3000/api/media/file/a-640x400.webp')).toBe('/api/media/file/a-640x400.webp')
    expect(sitePath('https://www.murelia.example/api/media/file/a.webp?x=1')).toBe('/api/media/file/a.webp?x=1')
    expect(sitePath('/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
  })

  it('keep an address on another service as it is', () => {
    expect(sitePath('https://cdn.example.com/images/a.webp')).toBe('https://cdn.example.com/images/a.webp')
  })

  it('reach the views and every srcset candidate', () => {
    const media = {
      id: 1,
      alt: 'Façade',
      url: 'http://localhost:3000/api/media/file/band.jpg',
      width: 1940,
      height: 450,
      sizes: {
        hero_medium: { url: 'http://localhost:3000/api/media/file/band-970x225.webp', width: 970, height: 225 },
        hero_large: { url: 'http://localhost:3000/api/media/file/band-1940x450.webp', width: 1940, height: 450 },
      },
    } as unknown as Media
    expect(imageView(media, 'hero_medium')?.url).toBe('/api/media/file/band-970x225.webp')
    expect(responsiveImageView(media, 'hero_medium')?.srcSet).toBe(
      '/api/media/file/band-970x225.webp 970w, /api/media/file/band-1940x450.webp 1940w',
    )
  })

  it('offer the original in the srcset only when it is WebP or AVIF', () => {
    const card = (mimeType: string, file: string) =>
      ({
        id: 2,
        alt: 'Chantier',
        mimeType,
        url: `/api/media/file/${file}`,
        width: 960,
        height: 600,
        sizes: { card: { url: '/api/media/file/site-640x400.webp', width: 640, height: 400 } },
      }) as unknown as Media
    expect(responsiveImageView(card('image/jpeg', 'site.jpg'), 'card')?.srcSet).toBe('')
    expect(responsiveImageView(card('image/png', 'site.png'), 'card')?.url).toBe('/api/media/file/site-640x400.webp')
    expect(responsiveImageView(card('image/webp', 'site.webp'), 'card')?.srcSet).toBe(
      '/api/media/file/site-640x400.webp 640w, /api/media/file/site.webp 960w',
    )
  })
})
