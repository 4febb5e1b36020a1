import type { MetadataRoute } from 'next'
import { localizedPath } from '@/i18n/paths'
import { locales } from '@/i18n/routing'
import { env } from '@/lib/env'

/** robots.txt: everything public, except the back office, the APIs and the personal dashboard. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/api', ...locales.map((l) => localizedPath(l, '/dashboard'))],
      },
    ],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  }
}
