/**
 * What each page makes the browser download before it runs: the scripts and style sheets its HTML names, in
 * bytes as built and gzipped. For comparing two builds of the same pages (a refactor must not grow them):
 *   npx tsx scripts/bundle-sizes.ts http://localhost:3000 /fr /nl/contact … > sizes.json
 * Prints one JSON object: path → { scripts, styles, js, jsGzip, css, cssGzip }.
 */
import { gzipSync } from 'node:zlib'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)

async function bytes(url: string): Promise<Buffer> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  return Buffer.from(await res.arrayBuffer())
}

const result: Record<string, Record<string, number>> = {}
for (const p of paths.length ? paths : ['/fr']) {
  const html = (await bytes(`${base}${p}`)).toString('utf8')
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ''))]
  const styles = [
    ...new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? '')),
  ]
  const sum = async (urls: string[]): Promise<[number, number]> => {
    let raw = 0
    let gz = 0
    for (const u of urls) {
      const b = await bytes(new URL(u.replaceAll('&amp;', '&'), base).toString())
      raw += b.length
      gz += gzipSync(b, { level: 9 }).length
    }
    return [raw, gz]
  }
  const [js, jsGzip] = await sum(scripts)
  const [css, cssGzip] = await sum(styles)
  result[p] = { scripts: scripts.length, styles: styles.length, js, jsGzip, css, cssGzip }
}
console.log(JSON.stringify(result, null, 2))
