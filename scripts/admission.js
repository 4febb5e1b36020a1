// @ts-check
/**
 * At most `limit` requests in the application at once; the others wait their turn, first come first served.
 *
 * Node shares its one JavaScript thread between every request in flight: with 50 pages rendering at once, each gets
 * a fiftieth of the core and a page that needs 30 ms of it answers after a second or more, while a cheap one slips
 * through. The throughput is the same either way (the core is busy), but with a queue in front each request waits
 * for those ahead of it and then renders at full speed: the answer times bunch around their mean instead of
 * spreading to the slowest render times the crowd. A few at once (not one) keep the core busy while some wait on
 * the database or the disk.
 *
 * A request leaves the queue when its client goes away before its turn. It frees its place as soon as the
 * application has written the whole answer (`end()`), not when the client has read it: a client that reads
 * slowly, or not at all, holds its socket but no place. A render that streams to such a client waits for it
 * mid-answer, so a place is also given back after `holdMs`, whatever the request is doing: a few stalled clients
 * cannot stop every other page for longer than that.
 *
 * The queue has bounds too: a request that has waited `maxWaitMs`, or that finds `maxQueue` requests already
 * waiting, is answered at once with 503 and a Retry-After (`refuse`), rather than held until its client gives up.
 * A flood then costs memory for at most `maxQueue` waiting requests, and a visitor learns soon that the site is busy.
 */

import { readFileSync } from 'node:fs'
import path from 'node:path'

/** @typedef {import('node:http').ServerResponse} Response */

/**
 * @typedef {object} AdmissionBounds
 * @property {number} [holdMs] the longest a request keeps its place
 * @property {number} [maxWaitMs] the longest a request waits for one
 * @property {number} [maxQueue] how many requests may wait at once
 * @property {(res: Response) => void} [refuse] answers a request the queue does not take (default: `busyAnswer`)
 */

/**
 * @param {number} limit requests in the application at once (at least 1)
 * @param {AdmissionBounds} [bounds]
 */
export function createAdmission(
  limit,
  { holdMs = 10_000, maxWaitMs = 30_000, maxQueue = 1_000, refuse = busyAnswer() } = {},
) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`admission: not a positive integer: ${limit}`)
  let inFlight = 0
  /** @type {Array<() => void>} */
  const waiting = []

  return {
    /**
     * Runs `handle` now if there is room, else when the requests ahead of this one have left.
     * @param {Response} res
     * @param {() => void} handle
     */
    admit(res, handle) {
      const start = () => {
        inFlight++
        let held = true
        const release = () => {
          if (!held) return
          held = false
          clearTimeout(timer)
          inFlight--
          waiting.shift()?.()
        }
        const timer = setTimeout(release, holdMs)
        timer.unref()
        const end = res.end
        res.end = /** @type {Response['end']} */ (
          (/** @type {any[]} */ ...args) => {
            release()
            return end.apply(res, /** @type {any} */ (args))
          }
        )
        res.once('close', release)
        handle()
      }
      if (inFlight < limit) return start()
      if (waiting.length >= maxQueue) return refuse(res)
      const turn = () => {
        clearTimeout(expiry)
        res.off('close', leave)
        // A request pipelined behind others on a connection that has since closed: its response never had the
        // socket, so no 'close' removed it from the queue. Nobody is waiting for it: the next one goes.
        if (res.req?.socket?.destroyed) {
          waiting.shift()?.()
          return
        }
        start()
      }
      const leave = () => {
        clearTimeout(expiry)
        const i = waiting.indexOf(turn)
        if (i >= 0) waiting.splice(i, 1)
      }
      const expiry = setTimeout(() => {
        leave()
        res.off('close', leave)
        refuse(res)
      }, maxWaitMs)
      expiry.unref()
      res.once('close', leave)
      waiting.push(turn)
    },
  }
}

/**
 * How many page requests the application renders at once (scripts/admission.js): MAX_CONCURRENT_RENDERS, else 4.
 * @param {string | undefined} value
 */
export function renderLimit(value) {
  if (value === undefined || value === '') return 4
  const limit = Number(value)
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`MAX_CONCURRENT_RENDERS: not a positive integer: ${value}`)
  return limit
}

/**
 * The answer of the rendering queue to a page it cannot take (full, or waited too long): 503 with a Retry-After,
 * never stored, and a short page saying so in both languages, from the messages (Validation.SERVICE_UNAVAILABLE).
 * @param {string} [dir] the project, holding messages/
 * @returns {(res: Response) => void}
 */
export function busyAnswer(dir = process.cwd()) {
  /** @param {string} locale */
  const say = (locale) => {
    const messages = JSON.parse(readFileSync(path.join(dir, 'messages', `${locale}.json`), 'utf8'))
    return String(messages.Validation.SERVICE_UNAVAILABLE).replace(
      /[<>&"]/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
    )
  }
  const [fr, nl] = [say('fr'), say('nl')]
  const body = Buffer.from(
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<meta name="robots" content="noindex"><title>503</title></head>` +
      `<body><main><p>${fr}</p><p lang="nl">${nl}</p></main></body></html>`,
  )
  return (res) => {
    if (res.headersSent) return void res.destroy()
    res.writeHead(503, {
      'Retry-After': '10',
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
    })
    res.end(body)
  }
}
