/**
 * Runs a script's main function and fails loudly if the event loop empties before it settles: Payload's
 * config loading can leave a dynamic import unsettled on Node 20 (payloadcms/payload#16381), which would
 * otherwise end the process with code 0 having done nothing.
 */
export function runMain(name: string, main: () => Promise<void>): void {
  let settled = false
  process.on('beforeExit', () => {
    if (!settled) {
      console.error(`${name}: stalled before finishing (event loop emptied); failing so the caller can retry`)
      process.exit(75)
    }
  })
  main().then(
    () => {
      settled = true
      process.exit(0)
    },
    (error: unknown) => {
      settled = true
      console.error(`${name} failed:`, error)
      process.exit(1)
    },
  )
}
