/**
 * Compares two folders of screenshots (scripts/screenshots.ts with SCREENSHOT_DIR) pixel by pixel, for showing that
 * a change of structure changed nothing a visitor sees:
 *   npx tsx scripts/compare-screenshots.ts before/ after/
 * Prints each image pair's size and differing pixels; exits 1 when any pair differs or one side is missing.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const [before, after] = process.argv.slice(2)
if (!before || !after) throw new Error('usage: compare-screenshots.ts <before-dir> <after-dir>')

const pixels = (file: string) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
let failed = 0
for (const name of readdirSync(before)
  .filter((f) => f.endsWith('.png'))
  .sort()) {
  const a = await pixels(path.join(before, name))
  const b = await pixels(path.join(after, name)).catch(() => null)
  if (!b) {
    console.log(`${name}: missing in ${after}`)
    failed++
    continue
  }
  let differing = 0
  if (a.info.width === b.info.width && a.info.height === b.info.height) {
    for (let i = 0; i < a.data.length; i += 4) {
      if (a.data.readUInt32LE(i) !== b.data.readUInt32LE(i)) differing++
    }
  } else differing = -1
  if (differing !== 0) failed++
  const size = differing < 0 ? `${a.info.width}×${a.info.height} vs ${b.info.width}×${b.info.height}` : 'same size'
  console.log(`${name}: ${size}, ${Math.max(differing, 0)} pixels differ`)
}
process.exit(failed ? 1 : 0)
