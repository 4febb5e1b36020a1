import { sitemapIndexXml, sitemapPartIds } from '@/services/content/sitemap'

/** The sitemap index: one <sitemap> per part of src/app/sitemaps/sitemap.ts. Next does not generate it itself. */
export async function GET(): Promise<Response> {
  return new Response(sitemapIndexXml(await sitemapPartIds()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
