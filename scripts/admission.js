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
 */

/** @typedef {import('node:http').ServerResponse} Response */

/**
 * @param {number} limit requests in the application at once (at least 1)
 * @param {number} [holdMs] the longest a request keeps its place
 */
export function createAdmission(limit, holdMs = 10_000) {
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
      const turn = () => {
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
        const i = waiting.indexOf(turn)
        if (i >= 0) waiting.splice(i, 1)
      }
      res.once('close', leave)
      waiting.push(turn)
    },
  }
}
