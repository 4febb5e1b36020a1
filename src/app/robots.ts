import type { MetadataRoute } from 'next'
import { PREVIEW_SEGMENT } from '@/domain/preview'
import { localizedPath } from '@/i18n/paths'
import { locales } from '@/i18n/routing'
import { env } from '@/lib/env'

/** robots.txt: everything public, except the back office, the APIs, the personal dashboard, the clients' follow-up pages and staff's preview. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/admin',
          '/api',
          ...locales.flatMap((l) => [
            localizedPath(l, '/dashboard'),
            `/${l}/${PREVIEW_SEGMENT}/`,
            // the clients' private follow-up pages
            localizedPath(l, '/follow-up/[token]', { token: '' }),
          ]),
        ],
      },
    ],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  }
}
