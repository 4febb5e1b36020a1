import { describe, expect, it } from 'vitest'
import { resolveClientAddress, trustedProxies } from '../../scripts/server.js'

const none = trustedProxies(undefined)
const resolve = (socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust = none) =>
  resolveClientAddress({ socketAddress, forwardedFor }, trust)

describe('the client address the production server resolves', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolve('203.0.113.7', undefined)).toBe('203.0.113.7')
    expect(resolve('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7')
    expect(resolve('203.0.113.7', '10.0.0.1, 198.51.100.1')).toBe('203.0.113.7')
    expect(resolve('127.0.0.1', '198.51.100.1')).toBe('127.0.0.1')
    expect(trustedProxies('')('127.0.0.1', 0)).toBe(false)
    expect(trustedProxies(' , ')('127.0.0.1', 0)).toBe(false)
  })

  it('is the socket address when the socket is not a trusted proxy', () => {
    const trust = trustedProxies('127.0.0.1')
    expect(resolve('127.0.0.2', '198.51.100.1', trust)).toBe('127.0.0.2')
    expect(resolve('192.0.2.50', '127.0.0.1', trust)).toBe('192.0.2.50')
  })

  it('walks X-Forwarded-For from the right past every trusted proxy', () => {
    const trust = trustedProxies('127.0.0.1, 10.0.0.5')
    // nginx on the same host appended the client.
    expect(resolve('127.0.0.1', '198.51.100.9', trust)).toBe('198.51.100.9')
    // A load balancer (10.0.0.5) in front of nginx: its hop is skipped too.
    expect(resolve('127.0.0.1', '198.51.100.9, 10.0.0.5', trust)).toBe('198.51.100.9')
    // Only trusted hops: the leftmost one is the client.
    expect(resolve('127.0.0.1', '10.0.0.5', trust)).toBe('10.0.0.5')
    // A trusted proxy that reported nothing: itself.
    expect(resolve('127.0.0.1', undefined, trust)).toBe('127.0.0.1')
    expect(resolve('127.0.0.1', '', trust)).toBe('127.0.0.1')
  })

  it('ignores the hops a client wrote left of what the trusted proxies appended', () => {
    const trust = trustedProxies('127.0.0.1')
    for (const spoofed of ['1.1.1.1', '10.0.0.1, 192.0.2.77', '127.0.0.1', 'not-an-address']) {
      expect(resolve('127.0.0.1', `${spoofed}, 198.51.100.9`, trust)).toBe('198.51.100.9')
    }
    // Several X-Forwarded-For lines read as one list.
    expect(resolve('127.0.0.1', ['6.6.6.6', '198.51.100.9'], trust)).toBe('198.51.100.9')
  })

  it('accepts CIDR ranges and netmasks', () => {
    const trust = trustedProxies('10.1.0.0/16,192.168.0.0/255.255.0.0')
    expect(resolve('10.1.200.3', '198.51.100.9', trust)).toBe('198.51.100.9')
    expect(resolve('192.168.7.7', '198.51.100.9', trust)).toBe('198.51.100.9')
    expect(resolve('10.2.0.1', '198.51.100.9', trust)).toBe('10.2.0.1')
    expect(resolve('10.1.0.9', '203.0.113.4, 10.1.0.8', trust)).toBe('203.0.113.4')
  })

  it('reads IPv4-mapped IPv6 sockets as IPv4, and answers plain IPv4', () => {
    const trust = trustedProxies('127.0.0.1')
    expect(resolve('::ffff:127.0.0.1', '198.51.100.9', trust)).toBe('198.51.100.9')
    expect(resolve('::ffff:203.0.113.7', '198.51.100.9', trust)).toBe('203.0.113.7')
    expect(resolve('::ffff:203.0.113.7', undefined)).toBe('203.0.113.7')
    expect(resolve('127.0.0.1', '::ffff:198.51.100.9', trust)).toBe('198.51.100.9')
  })

  it('handles IPv6 proxies and clients', () => {
    const trust = trustedProxies('::1, 2001:db8:1::/48')
    expect(resolve('::1', '2001:db8:ffff::42', trust)).toBe('2001:db8:ffff::42')
    expect(resolve('2001:db8:1:2::1', '198.51.100.9', trust)).toBe('198.51.100.9')
    expect(resolve('2001:db8:2::1', '198.51.100.9', trust)).toBe('2001:db8:2::1')
  })

  it('trusts all of 127.0.0.0/8 and ::1 under the name loopback, and only them', () => {
    const loopback = trustedProxies('loopback')
    for (const address of ['127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '::ffff:127.0.0.1']) {
      expect(loopback(address, 0)).toBe(true)
    }
    for (const address of ['128.0.0.1', '10.0.0.1', '::2']) expect(loopback(address, 0)).toBe(false)
    // The end-to-end setting trusts the two addresses a local client connects from, not the whole range.
    const e2e = trustedProxies('127.0.0.1,::1')
    expect(e2e('127.0.0.2', 0)).toBe(false)
    expect(e2e('::ffff:127.0.0.1', 0)).toBe(true)
  })

  it('answers unknown for what is not an address, and refuses a malformed TRUSTED_PROXIES', () => {
    const trust = trustedProxies('127.0.0.1')
    expect(resolve(undefined, '198.51.100.9', trust)).toBe('unknown')
    expect(resolve('127.0.0.1', 'garbage', trust)).toBe('unknown')
    expect(() => trustedProxies('127.0.0.1,proxy.example')).toThrow(/TRUSTED_PROXIES/)
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/)
    expect(() => trustedProxies('*')).toThrow(/TRUSTED_PROXIES/)
  })
})
