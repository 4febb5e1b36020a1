import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for a Photon geocoder on loopback: a few Belgian addresses and one French one (which the app
 * must drop), matched on the words of `q`. Returns its base URL and a stop function.
 */
const FEATURES = [
  { name: 'Rue Haute', street: 'Rue Haute', housenumber: '12', postcode: '1000', city: 'Bruxelles', countrycode: 'BE' },
  { name: 'Rue Haute', street: 'Rue Haute', housenumber: '12', postcode: '1000', city: 'Bruxelles', countrycode: 'BE' },
  { name: 'Rue Haute', street: 'Rue Haute', postcode: '1400', city: 'Nivelles', countrycode: 'BE', type: 'street' },
  { name: 'Rue Haute', street: 'Rue Haute', housenumber: '3', postcode: '59000', city: 'Lille', countrycode: 'FR' },
  { name: 'Meir', street: 'Meir', housenumber: '1', postcode: '2000', city: 'Antwerpen', countrycode: 'BE' },
]

export async function startGeocoder(
  port = 0,
): Promise<{ url: string; stop: () => Promise<void>; queries: URLSearchParams[] }> {
  const queries: URLSearchParams[] = []
  const server = createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://localhost').searchParams
    queries.push(params)
    const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean)
    const features = FEATURES.filter((f) =>
      words.every((w) => `${f.street} ${f.housenumber ?? ''}`.toLowerCase().includes(w)),
    )
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: features.map((properties) => ({ type: 'Feature', properties })),
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    queries,
  }
}
