import { baseURL } from './browser'

const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname)

/** The paths of the parts named by the sitemap index at /sitemap.xml. */
export async function sitemapParts(): Promise<string[]> {
  return locs(await (await fetch(`${baseURL()}/sitemap.xml`)).text())
}

/** Every address of every part, as paths. */
export async function listedPaths(): Promise<string[]> {
  const parts = await Promise.all(
    (await sitemapParts()).map(async (part) => locs(await (await fetch(`${baseURL()}${part}`)).text())),
  )
  return parts.flat()
}
