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
 * A request leaves the queue when its client goes away before its turn; it frees its place when its answer is over
 * (finished or its connection closed).
 */

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * @param {number} limit requests in the application at once (at least 1)
 */
export function createAdmission(limit) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`admission: not a positive integer: ${limit}`)
  let inFlight = 0
  /** @type {Array<() => void>} */
  const waiting = []

  const release = () => {
    inFlight--
    const next = waiting.shift()
    if (next) next()
  }

  return {
    /**
     * Runs `handle` now if there is room, else when the requests ahead of this one have left.
     * @param {Response} res
     * @param {() => void} handle
     */
    admit(res, handle) {
      const start = () => {
        inFlight++
        res.once('close', release)
        handle()
      }
      if (inFlight < limit) return start()
      const turn = () => {
        res.off('close', leave)
        start()
      }
      const leave = () => {
        const i = waiting.indexOf(turn)
        if (i >= 0) waiting.splice(i, 1)
      }
      res.once('close', leave)
      waiting.push(turn)
    },
    /** Requests in the application now, and waiting. */
    get inFlight() {
      return inFlight
    },
    get waiting() {
      return waiting.length
    },
  }
}
