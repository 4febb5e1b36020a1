import type { MetadataRoute } from 'next'
import { sitemapPart, sitemapPartIds } from '@/services/content/sitemap'

/** The parts of the sitemap, served at /sitemaps/sitemap/{id}.xml and listed by the index at /sitemap.xml. */
export async function generateSitemaps(): Promise<Array<{ id: string }>> {
  return (await sitemapPartIds()).map((id) => ({ id }))
}

/** One part: the public screens, or a run of published pages, articles, blogs, references or company pages. */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapPart(await id)
}
