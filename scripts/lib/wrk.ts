/**
 * wrk (a load generator in C) as the pages bench drives it. autocannon, in Node, took a whole core to ask about
 * 5 000 cached pages a second: the client was the bottleneck of every fast row, and the static baseline and nginx
 * were compared by the client's own noise (92–114 % for the same page a minute apart). One wrk thread asks 40 000
 * a second from the same core, which leaves the server's core as the limit, the thing the bench compares.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The wrk binary (Debian's package `wrk`). */
export const WRK_BIN = process.env.WRK_BIN ?? 'wrk'
const HEADER_COUNT = fileURLToPath(new URL('./header-count.lua', import.meta.url))

export interface WrkRun {
  requests: number
  seconds: number
  /** Milliseconds. */
  p50: number
  p99: number
  /** Answers outside 2xx and 3xx, and socket errors (connect, read, write, timeout). */
  failed: number
  /** How many answers carried each value of the counted header ("(none)" when absent). */
  counts: Map<string, number>
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** A wrk duration ("1.13ms", "3.10s") in milliseconds. */
function duration(text: string): number {
  const match = /^([\d.]+)([a-z]+)$/.exec(text)
  const unit = match?.[2] === undefined ? undefined : UNIT_MS[match[2]]
  if (match === null || unit === undefined) throw new Error(`wrk: unreadable duration "${text}"`)
  return Number(match[1]) * unit
}

/** Reads what `wrk --latency -s header-count.lua` prints. */
export function parseWrk(output: string): WrkRun {
  const done = /(\d+) requests in ([\d.]+[a-z]+),/.exec(output)
  const percentile = (p: number) => {
    const line = new RegExp(`^\\s+${p}%\\s+(\\S+)\\s*$`, 'm').exec(output)
    if (!line?.[1]) throw new Error(`wrk: no ${p}th percentile in its output`)
    return duration(line[1])
  }
  if (!done?.[1] || !done[2]) throw new Error(`wrk: no request count in its output:\n${output}`)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
  const counts = new Map<string, number>()
  for (const [, value, n] of output.matchAll(/^COUNT\t(.*)\t(\d+)$/gm))
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + Number(n))
  return {
    requests: Number(done[1]),
    seconds: duration(done[2]) / 1000,
    p50: percentile(50),
    p99: percentile(99),
    failed: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    counts,
  }
}

/** One wrk run: one thread, `connections` kept-alive connections, counting one header's values (lower case). */
export function wrk(
  url: string,
  options: { connections: number; seconds: number; headers: Record<string, string>; count: string },
): Promise<WrkRun> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '--latency']
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}: ${value}`)
  args.push('-s', HEADER_COUNT, url, '--', options.count.toLowerCase())
  return new Promise((resolve, reject) => {
    const child = spawn(WRK_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      out += chunk
    })
    child.on('error', (error) =>
      reject(new Error(`${WRK_BIN} did not start (${error.message}): install it (apt-get install wrk) or set WRK_BIN`)),
    )
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${WRK_BIN} ended with ${code}:\n${out}`))
      try {
        resolve(parseWrk(out))
      } catch (error) {
        reject(error)
      }
    })
  })
}
