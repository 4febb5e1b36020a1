import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGeocoder } from '../helpers/geocoder'

/** The address suggestions route against a Photon-compatible geocoder on loopback. */

let geocoder: Awaited<ReturnType<typeof startGeocoder>>
let GET: (request: Request) => Promise<Response>
let ip = 0

const ask = async (query: string, headers: Record<string, string> = {}) => {
  const response = await GET(
    new Request(`http://localhost:3000/api/address-suggestions${query}`, {
      headers: { 'x-forwarded-for': `10.7.0.${++ip}`, ...headers },
    }),
  )
  return { status: response.status, body: (await response.json()) as { enabled: boolean; suggestions: unknown[] } }
}

beforeAll(async () => {
  geocoder = await startGeocoder()
  process.env.ADDRESS_SUGGEST_URL = geocoder.url
  ;({ GET } = await import('@/app/api/address-suggestions/route'))
})
afterAll(async () => {
  await geocoder?.stop()
})

describe('address suggestions', () => {
  it('says whether suggestions exist without asking the provider', async () => {
    expect(await ask('')).toEqual({ status: 200, body: { enabled: true, suggestions: [] } })
    expect((await ask('?q=ru')).body.suggestions).toEqual([])
    expect(geocoder.queries).toHaveLength(0)
  })

  it('keeps Belgian addresses only, once each, with street and number, postcode and city', async () => {
    const { body } = await ask('?q=rue%20haute&locale=nl')
    expect(body.suggestions).toEqual([
      { label: 'Rue Haute 12, 1000 Bruxelles', street: 'Rue Haute 12', postcode: '1000', city: 'Bruxelles' },
      { label: 'Rue Haute, 1400 Nivelles', street: 'Rue Haute', postcode: '1400', city: 'Nivelles' },
    ])
    const sent = geocoder.queries.at(-1)
    expect(sent?.get('lang')).toBe('nl')
    expect(sent?.get('bbox')).toBe('2.5,49.45,6.45,51.55')
  })

  it('answers an empty list when the provider is down', async () => {
    await geocoder.stop()
    expect((await ask('?q=meir')).body).toEqual({ enabled: true, suggestions: [] })
    // Back on the same port (the environment is read once).
    geocoder = await startGeocoder(Number(new URL(geocoder.url).port))
    expect((await ask('?q=meir')).body.suggestions).toHaveLength(1)
  })

  it('limits one address to 120 lookups a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await ask('?q=xyz', { 'x-forwarded-for': '10.7.9.9' })).status)
    expect(statuses.filter((s) => s === 429)).toHaveLength(1)
    expect(statuses.at(-1)).toBe(429)
  })
})
