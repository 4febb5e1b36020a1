import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseWrk, wrk } from '../../scripts/lib/wrk'

// What `wrk --latency -s header-count.lua` printed for Next alone on a loaded run (times in ms and s, a timeout).
const SLOW_RUN = `Running 3s test @ http://127.0.0.1:42435/fr/reference/maison-de-maitre-namur
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   198.22ms  264.18ms   1.94s    92.53%
    Req/Sec   142.10     40.59   210.00     66.67%
  Latency Distribution
     50%  136.02ms
     75%  186.50ms
     90%  211.99ms
     99%    1.56s 
  425 requests in 3.00s, 19.34MB read
  Socket errors: connect 0, read 0, write 0, timeout 5
  Non-2xx or 3xx responses: 12
Requests/sec:    141.54
Transfer/sec:      6.44MB
COUNT\tHIT\t400
COUNT\t(none)\t25
`

describe('parseWrk', () => {
  it('reads the count, the time, the percentiles in their units, the failures and the header counts', () => {
    const run = parseWrk(SLOW_RUN)
    expect(run.requests).toBe(425)
    expect(run.seconds).toBe(3)
    expect(run.p50).toBeCloseTo(136.02)
    expect(run.p99).toBe(1560)
    expect(run.failed).toBe(17)
    expect(Object.fromEntries(run.counts)).toEqual({ HIT: 400, '(none)': 25 })
  })

  it('reads microseconds, and refuses an output without a request count rather than report zero', () => {
    const fast = SLOW_RUN.replace('136.02ms', '812.00us').replace('425 requests in 3.00s', '122059 requests in 3.10s')
    expect(parseWrk(fast).p50).toBeCloseTo(0.812)
    expect(parseWrk(fast).seconds).toBeCloseTo(3.1)
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/no request count/)
  })
})

describe('wrk with the header-counting script', () => {
  let server: Server
  let url = ''
  let served = 0
  beforeAll(async () => {
    // Every other answer carries the header (in nginx's spelling); every tenth is a 503.
    server = createServer((_req, res) => {
      served++
      const headers: Record<string, string> = served % 2 === 0 ? { 'X-Cache-Status': 'HIT' } : {}
      res.writeHead(served % 10 === 0 ? 503 : 200, headers).end('x'.repeat(2000))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('counts every answer by the value of the header it asks for, whatever its case, and the failures', async () => {
    const run = await wrk(url, {
      connections: 4,
      seconds: 1,
      headers: { 'accept-encoding': 'br' },
      count: 'X-Cache-Status',
    })
    const counted = [...run.counts.values()].reduce((a, b) => a + b, 0)
    expect(run.requests).toBeGreaterThan(100)
    expect(counted).toBe(run.requests)
    expect(run.counts.get('HIT')).toBeGreaterThan(0.4 * run.requests)
    expect(run.counts.get('(none)')).toBeGreaterThan(0.4 * run.requests)
    expect(run.failed).toBeGreaterThanOrEqual(Math.floor(run.requests / 10) - 4)
    expect(run.failed).toBeLessThanOrEqual(Math.ceil(run.requests / 10) + 4)
  })
})
