import { describe, expect, it } from 'vitest'
import { adminCsp, apiCsp, cspOptionsFromEnv, fileCsp, graphiqlCsp, siteCsp } from '@/lib/csp'

/** A policy as directive → sources. */
function parse(policy: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) {
      expect(out[name], `${name} twice`).toBeUndefined()
      out[name] = sources
    }
  }
  return out
}

const REQUIRED = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
}

describe('the site policy', () => {
  it('holds the required directives and limits scripts to the site, without eval', () => {
    const d = parse(siteCsp())
    expect(d).toMatchObject(REQUIRED)
    expect(d['default-src']).toEqual(["'self'"])
    // Inline scripts: Next's RSC payload on prerendered pages, which no per-request nonce can reach.
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(d['worker-src']).toEqual(["'self'", 'blob:'])
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(d['connect-src']).toEqual(["'self'"])
    expect(d['frame-src']).toEqual(["'self'"])
    expect(d['upgrade-insecure-requests']).toBeUndefined()
  })

  it('lets the visualiser compile WebAssembly (its HEIC decoder), and still evaluates no string', () => {
    const d = parse(siteCsp({ wasm: true }))
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"])
    expect(d).toMatchObject(REQUIRED)
  })

  it("allows the map style's origin for the style, tiles and glyphs, and nothing of an invalid address", () => {
    const d = parse(siteCsp({ mapStyleUrl: 'https://tiles.example.com/styles/liberty.json?key=x' }))
    expect(d['connect-src']).toEqual(["'self'", 'https://tiles.example.com'])
    expect(d['img-src']).toContain('https://tiles.example.com')
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(siteCsp({ mapStyleUrl: 'javascript:alert(1)' })).toBe(siteCsp())
    expect(siteCsp({ mapStyleUrl: 'not a url' })).toBe(siteCsp())
  })

  it("adds Tag Manager's origins only for a well-formed container id", () => {
    const d = parse(siteCsp({ gtmId: 'GTM-AB12CD' }))
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'])
    expect(d['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://*.google-analytics.com']))
    expect(d['img-src']).toContain('https://www.googletagmanager.com')
    expect(d).toMatchObject(REQUIRED)
    for (const gtmId of ['', 'UA-1234', "GTM-X 'unsafe-eval'", 'GTM-x; script-src *']) {
      expect(siteCsp({ gtmId }), gtmId).toBe(siteCsp())
    }
  })

  it('lets `next dev` evaluate modules, and production never', () => {
    expect(parse(siteCsp({ development: true }))['script-src']).toContain("'unsafe-eval'")
    for (const policy of [siteCsp(), adminCsp(), siteCsp({ gtmId: 'GTM-AB12CD', mapStyleUrl: 'https://m.example' })])
      expect(policy).not.toContain('unsafe-eval')
  })

  it('reads GTM_ID, MAP_STYLE_URL and NODE_ENV, an empty value meaning unset', () => {
    expect(
      cspOptionsFromEnv({ NODE_ENV: 'production', GTM_ID: '', MAP_STYLE_URL: 'https://m.example/s.json' }),
    ).toEqual({
      gtmId: undefined,
      mapStyleUrl: 'https://m.example/s.json',
      development: false,
    })
    expect(cspOptionsFromEnv({ NODE_ENV: 'development' }).development).toBe(true)
  })
})

describe('the other policies', () => {
  it("gives the back office the site's rules plus its code editor's CDN, without the site's third parties", () => {
    const d = parse(adminCsp({ gtmId: 'GTM-AB12CD', mapStyleUrl: 'https://m.example/s.json' }))
    expect(d).toMatchObject(REQUIRED)
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.jsdelivr.net'])
    expect(d['connect-src']).toEqual(["'self'"])
  })

  it('lets nothing load or run in an API answer', () => {
    const d = parse(apiCsp())
    expect(d['default-src']).toEqual(["'none'"])
    expect(d['object-src']).toEqual(["'none'"])
    expect(d['frame-ancestors']).toEqual(["'self'"])
    expect(d['script-src']).toBeUndefined()
  })

  it("runs no script in a served file but keeps Chromium's PDF viewer working", () => {
    const d = parse(fileCsp())
    expect(d['default-src']).toEqual(["'none'"])
    expect(d['script-src']).toBeUndefined()
    expect(d['object-src']).toEqual(["'self'"])
    expect(d['frame-ancestors']).toEqual(["'self'"])
  })

  it('lets GraphiQL (development only) load from its CDN', () => {
    expect(parse(graphiqlCsp())['script-src']).toContain('https://unpkg.com')
    expect(siteCsp()).not.toContain('unpkg')
  })
})
