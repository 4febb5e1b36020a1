import { describe, expect, it } from 'vitest'
import { adminOrigins, expectedAdminAddress, isLoopbackHostname } from '@/domain/admin-origins'

describe('adminOrigins (Payload csrf allowlist, issue 22)', () => {
  it('accepts every loopback spelling of a local SITE_URL, on its port only', () => {
    for (const production of [false, true]) {
      expect(adminOrigins('http://localhost:3000', production).sort()).toEqual(
        ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'].sort(),
      )
      expect(adminOrigins('http://127.0.0.1:3307/', production)).toContain('http://localhost:3307')
      expect(adminOrigins('http://127.0.0.1:3307/', production)).not.toContain('http://localhost:3000')
    }
  })

  it('in development also accepts loopback beside a public SITE_URL', () => {
    expect(adminOrigins('https://murelia.example', false)).toEqual([
      'https://murelia.example',
      'https://localhost',
      'https://127.0.0.1',
      'https://[::1]',
    ])
  })

  it('in production accepts only the public SITE_URL', () => {
    expect(adminOrigins('https://www.murelia.example/', true)).toEqual(['https://www.murelia.example'])
  })

  it('tells loopback hostnames from others', () => {
    for (const host of ['localhost', '127.0.0.1', '127.8.0.1', '[::1]']) expect(isLoopbackHostname(host)).toBe(true)
    for (const host of ['murelia.example', '10.0.0.1', '128.0.0.1', 'localhost.example'])
      expect(isLoopbackHostname(host)).toBe(false)
  })

  it('names the address to open', () => {
    expect(expectedAdminAddress('https://www.murelia.example/')).toBe('https://www.murelia.example/admin')
  })
})
