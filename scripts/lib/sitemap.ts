const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)

/** The paths of the parts a running site's sitemap index (/sitemap.xml) names. */
export async function sitemapParts(base: string): Promise<string[]> {
  return locs(await (await fetch(`${base}/sitemap.xml`)).text())
}

/** Every address of every part of a running site's sitemap, as paths. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const parts = await Promise.all(
    (await sitemapParts(base)).map(async (part) => locs(await (await fetch(`${base}${part}`)).text())),
  )
  return parts.flat()
}
