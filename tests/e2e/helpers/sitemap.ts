import { sitemapPaths } from '../../../scripts/lib/sitemap'
import { baseURL } from './browser'

/** Every address the test server's sitemap lists, as paths. */
export const listedPaths = (): Promise<string[]> => sitemapPaths(baseURL())
