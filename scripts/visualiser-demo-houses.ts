/**
 * The visualiser's demo pictures, drawn as SVG and rasterised with sharp:
 *   npx tsx scripts/visualiser-demo-houses.ts
 * Writes public/visualiser/{terraced,villa,apartments,renovation}.jpg (1600×1200 progressive JPEGs, light neutral
 * render walls the visualiser can repaint), tests/fixtures/visualiser-houses.json (each picture's main wall outline and two of
 * its windows, for the tests to click) and tests/fixtures/house-phone.jpg (a 12 MP "phone photo" of the villa, stored
 * landscape with EXIF orientation 6 so it displays portrait).
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {
  area2,
  box,
  brickWall,
  bush,
  centroid,
  defs,
  door,
  grain,
  H,
  inside,
  insulation,
  lawn,
  type Pt,
  poly,
  rect,
  renderWall,
  roof,
  scaffold,
  shadowBelow,
  sky,
  street,
  tree,
  W,
  type WinOpts,
  win,
  xy,
} from './visualiser-demo-houses-draw'

interface House {
  id: string
  svg: string
  wall: Pt[]
  openings: Pt[][]
  /** Everything inside the wall outline that is not render (windows, doors): the outline's centre must miss them. */
  solid: Pt[][]
}

type Win = [number, number, number, number, WinOpts?]

const svgOf = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs()}${body}</svg>`
const windows = (list: Win[]) => list.map(([x, y, w, h, o]) => win(x, y, w, h, o)).join('')
const boxes = (list: Win[]) => list.map(([x, y, w, h]) => box(x, y, w, h))

function terraced(): House {
  const white: WinOpts = { frame: '#f1f0ec', cols: 2, transom: 0.3 }
  const upper: Win[] = [
    [490, 345, 200, 165, { cols: 2, curtain: true }],
    [910, 345, 200, 165, { cols: 2 }],
  ]
  const first: Win[] = [
    [480, 565, 220, 200, { transom: 0.28, railing: true, curtain: true }],
    [900, 565, 220, 200, { transom: 0.28, railing: true }],
  ]
  const ground: Win[] = [[770, 800, 350, 170, { cols: 3, transom: 0.3 }]]
  const svg = svgOf(
    sky(1) +
      // Neighbours: a red-brick house on the left (taller, slate roof), a yellow-brick one on the right.
      roof(box(-10, 40, 402, 170), 'slate') +
      rect(-10, 200, 402, 16, '#e9e7e2') +
      brickWall(0, 216, 392, 834) +
      shadowBelow(0, 216, 392, 40) +
      windows([
        [130, 300, 180, 180, white],
        [130, 560, 180, 200, white],
        [130, 810, 180, 170, white],
      ]) +
      roof(box(1208, 150, 402, 160)) +
      brickWall(1208, 310, 392, 740, 'brickY') +
      shadowBelow(1208, 310, 392, 36) +
      windows([
        [1300, 380, 180, 170, white],
        [1300, 610, 180, 190, white],
      ]) +
      rect(1212, 282, 12, 768, 'url(#metal)') +
      // The house itself: tiled roof with a roof window and chimney, white cornice, rendered wall, blue-stone plinth.
      rect(1120, 24, 64, 90, 'url(#brick)') +
      rect(1112, 18, 80, 12, '#6f6d69') +
      roof(box(380, 88, 840, 166)) +
      rect(380, 82, 840, 14, '#5c2a1c') +
      rect(700, 130, 110, 80, '#2b3036') +
      rect(708, 138, 94, 64, 'url(#glass)') +
      rect(708, 138, 94, 64, 'url(#refl)') +
      renderWall(390, 282, 820, 718) +
      rect(380, 248, 840, 36, '#eeece7') +
      rect(380, 248, 840, 5, '#fbfaf7') +
      Array.from({ length: 21 }, (_, i) => rect(392 + i * 40, 272, 18, 12, '#d6d3cc')).join('') +
      shadowBelow(390, 284, 820, 70) +
      shadowBelow(390, 284, 820, 20) +
      windows([...upper, ...first, ...ground]) +
      door(480, 780, 170, 220, '#2f4a40', 52) +
      rect(390, 1000, 820, 50, '#5e636a') +
      rect(390, 1000, 820, 4, '#8a9097') +
      grain(390, 1000, 820, 50, 1.5) +
      street(1050, 1150) +
      tree(1510, 1090, 105, 21),
  )
  return {
    id: 'terraced',
    svg,
    wall: xy(400, 294, 1200, 294, 1200, 990, 672, 990, 672, 768, 400, 768),
    openings: boxes(first),
    solid: [...boxes([...upper, ...first, ...ground]), box(466, 780, 198, 234)],
  }
}

function villa(): House {
  const upper: Win[] = [
    [270, 500, 280, 170, { cols: 2 }],
    [910, 500, 280, 170, { cols: 2, curtain: true }],
  ]
  const ground: Win[] = [
    [260, 720, 380, 280, { cols: 3, sill: false }],
    [780, 740, 200, 220, { cols: 2, transom: 0.25 }],
  ]
  let garage = ''
  for (let y = 742; y < 1000; y += 44) garage += rect(1285, y, 215, 3, '#23272b') + rect(1285, y + 3, 215, 2, '#5b6168')
  const svg = svgOf(
    sky(2) +
      rect(0, 950, W, 90, '#3f5a2f', 'filter="url(#blur6)" opacity=".8"') +
      tree(1575, 1030, 95, 33) +
      roof(xy(170, 416, 1290, 416, 1050, 196, 410, 196), 'slate') +
      rect(404, 190, 652, 10, '#2f3439') +
      // Garage wing: set back, flat roof, dark wooden cladding, sectional door.
      rect(1250, 660, 280, 340, 'url(#boards)') +
      rect(1250, 660, 280, 340, 'url(#sun)') +
      rect(1240, 640, 300, 22, '#d7d6d2') +
      shadowBelow(1250, 662, 280, 40) +
      rect(1275, 728, 235, 272, '#7d766c') +
      rect(1285, 738, 215, 262, '#3c4147') +
      garage +
      rect(1285, 738, 215, 262, 'url(#sun)') +
      shadowBelow(1285, 738, 215, 30, 0.8) +
      // Main volume.
      renderWall(210, 430, 1040, 570) +
      rect(165, 410, 1130, 22, '#f0efeb') +
      rect(165, 428, 1130, 4, '#b9b6b0') +
      shadowBelow(210, 432, 1040, 90) +
      shadowBelow(210, 432, 1040, 22) +
      rect(1240, 432, 10, 568, '#000', 'opacity=".10"') +
      windows([...upper, ...ground]) +
      door(1060, 740, 130, 260, '#2e3338') +
      rect(210, 1000, 1040, 35, '#56595d') +
      grain(210, 1000, 1040, 35, 1.5) +
      // Garden: lawn, paths, a tree and shrubs.
      lawn(0, 1035, W, H - 1035) +
      poly(xy(1040, 1035, 1210, 1035, 1220, 1200, 990, 1200), 'url(#paving)') +
      poly(xy(1262, 1035, 1522, 1035, 1600, 1140, 1600, 1200, 1240, 1200), 'url(#paving)') +
      shadowBelow(990, 1035, 610, 40, 0.6) +
      tree(40, 1040, 118, 7) +
      bush(50, 1060, 150, 80, 3) +
      bush(660, 1070, 110, 60, 5) +
      bush(330, 1160, 420, 55, 9),
  )
  return {
    id: 'villa',
    svg,
    wall: xy(220, 442, 1240, 442, 1240, 726, 1040, 726, 1040, 990, 220, 990),
    openings: boxes(upper),
    solid: [...boxes([...upper, ...ground]), box(1046, 740, 158, 274)],
  }
}

function apartments(): House {
  const floors = [214, 431, 648]
  const list: Win[] = []
  for (const top of floors) {
    list.push([270, top + 45, 180, 150, { cols: 2 }], [680, top + 45, 180, 150, { cols: 2, curtain: top === 431 }])
    list.push([930, top + 45, 70, 150, { cols: 1 }])
  }
  let balconies = ''
  for (const top of floors) {
    const y = top + 217
    balconies += win(1110, top + 30, 210, y - top - 30, { cols: 2, sill: false })
    balconies += shadowBelow(1050, y + 24, 320, 70)
    balconies += rect(1056, y - 100, 308, 100, '#9fb6bd', 'opacity=".35"') + rect(1052, y - 106, 316, 8, 'url(#metal)')
    balconies += rect(1050, y, 320, 18, '#d9d7d2') + rect(1050, y + 18, 320, 7, '#8e8c88')
  }
  let shop = ''
  for (const [x, w] of xy(250, 260, 800, 250, 1090, 260))
    shop += win(x, 905, w, 145, { cols: 2, sill: false, frame: '#2a2d31' })
  const svg = svgOf(
    sky(3) +
      rect(-10, 290, 230, 16, '#cfcdc8') +
      brickWall(0, 306, 220, 754, 'brickY') +
      shadowBelow(0, 306, 220, 30) +
      windows([
        [60, 380, 130, 170, { frame: '#f1f0ec', cols: 1 }],
        [60, 640, 130, 170, { frame: '#f1f0ec', cols: 1 }],
      ]) +
      rect(210, 190, 1180, 26, '#c3c5c7') +
      rect(210, 190, 1180, 4, '#eceef0') +
      renderWall(220, 216, 1160, 654, '#e9e7e3') +
      shadowBelow(220, 216, 1160, 50) +
      windows(list) +
      balconies +
      brickWall(220, 880, 1160, 180, 'brickD') +
      rect(214, 862, 1172, 20, '#c2bfb8') +
      rect(214, 862, 1172, 3, '#e3e1dc') +
      shadowBelow(220, 882, 1160, 25) +
      shop +
      door(560, 900, 190, 160, '#2a2d31') +
      street(1060, 1150) +
      tree(1515, 1080, 115, 12) +
      bush(240, 1062, 120, 45, 4),
  )
  return {
    id: 'apartments',
    svg,
    wall: xy(232, 230, 1030, 230, 1030, 850, 232, 850),
    openings: boxes(list.slice(3, 5)),
    solid: boxes(list),
  }
}

function renovation(): House {
  const old: WinOpts = { frame: '#f4f3ef', cols: 2, transom: 0.3, curtain: true }
  const renderWins: Win[] = [
    [700, 370, 200, 180, old],
    [1150, 370, 200, 180, old],
    [680, 660, 220, 200, old],
    [1130, 660, 220, 200, old],
  ]
  let stains = ''
  for (const [x, y, w, h] of renderWins)
    stains += rect(x + 30, y + h + 16, w - 60, 170, 'url(#shade)', 'opacity=".4" filter="url(#blur16)"')
  const cracks =
    '<path d="M1010 300 l8 40 -6 30 10 45 -4 25" stroke="#8f8a80" stroke-width="1.6" fill="none" opacity=".7"/>' +
    '<path d="M905 560 l14 22 4 30 16 18" stroke="#8f8a80" stroke-width="1.4" fill="none" opacity=".6"/>' +
    '<path d="M1380 860 l-12 30 6 28 -10 40" stroke="#8f8a80" stroke-width="1.4" fill="none" opacity=".6"/>'
  const pallet =
    rect(20, 990, 150, 20, '#a07c52') +
    Array.from({ length: 6 }, (_, i) => rect(24, 900 + i * 15, 142, 14, i % 2 ? '#ece3b5' : '#e6dca8')).join('') +
    rect(20, 896, 150, 94, '#fff', 'opacity=".18"')
  const svg = svgOf(
    sky(4) +
      tree(1560, 1020, 110, 17) +
      roof(xy(125, 276, 1475, 276, 1438, 96, 162, 96)) +
      rect(158, 88, 1284, 14, '#5c2a1c') +
      rect(1180, 30, 70, 90, 'url(#brick)') +
      rect(1172, 24, 86, 12, '#6f6d69') +
      renderWall(150, 282, 1300, 683, '#e4e0d8') +
      stains +
      cracks +
      rect(760, 600, 140, 60, '#000', 'opacity=".035"') +
      rect(120, 268, 1360, 16, 'url(#metal)') +
      shadowBelow(150, 284, 1300, 60) +
      windows(renderWins) +
      // The insulated part: EPS boards up to a starter rail, deep reveals, new windows, a new door.
      insulation(150, 290, 430, 650, 42) +
      rect(150, 936, 404, 8, '#b3b7ba') +
      win(250, 365, 210, 190, { frame: '#f7f7f5', cols: 2, reveal: 24, sill: false }) +
      door(290, 700, 150, 265, '#6b4b34') +
      rect(150, 965, 1300, 45, '#8a8680') +
      grain(150, 965, 1300, 45, 1.5) +
      street(1010, 1150) +
      pallet +
      scaffold([165, 370, 570], 236, 1010, [345, 640, 905]),
  )
  return {
    id: 'renovation',
    svg,
    wall: xy(598, 296, 1438, 296, 1438, 955, 598, 955),
    openings: [box(680, 660, 220, 200), box(1130, 660, 220, 200)],
    solid: boxes(renderWins),
  }
}

// Sanity checks of the outlines, with the same rules as src/domain/visualiser/geometry.ts.
function check(h: House): void {
  if (h.wall.length < 4 || h.wall.length > 8 || area2(h.wall) <= 0)
    throw new Error(`${h.id}: wall must be 4–8 points, clockwise`)
  for (const o of h.openings) {
    const [[x0, y0], , [x1, y1]] = o as [Pt, Pt, Pt]
    if (!inside([x0 + 0.5, y0 + 0.5], h.wall) || !inside([x1 - 0.5, y1 - 0.5], h.wall))
      throw new Error(`${h.id}: opening outside wall`)
  }
  const c = centroid(h.wall)
  if (!inside(c, h.wall) || h.solid.some((s) => inside(c, s)))
    throw new Error(`${h.id}: wall centre ${c} is not on render`)
  console.log(`${h.id}: wall outline ${((area2(h.wall) / 2 / (W * H)) * 100).toFixed(1)}% of the picture, centre ${c}`)
}

async function toJpeg(svg: string, file: string): Promise<number> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  for (let quality = 82; ; quality -= 4) {
    const jpg = await sharp(png).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer()
    if (jpg.length < 350 * 1024 || quality <= 60) {
      writeFileSync(file, jpg)
      // The photo step's thumbnail: 320 × 240 WebP, a few kilobytes for the four.
      await sharp(png)
        .resize(320, 240)
        .webp({ quality: 70 })
        .toFile(file.replace(/\.jpg$/, '-thumb.webp'))
      return jpg.length
    }
  }
}

/** A portrait shot of the villa from the garden, upscaled to 12 MP with sensor noise, stored sideways (EXIF 6). */
async function phoneFixture(villaSvg: string, file: string): Promise<void> {
  const crop = await sharp(Buffer.from(villaSvg))
    .extract({ left: 330, top: 0, width: 900, height: 1200 })
    .png()
    .toBuffer()
  const noise = await sharp({
    create: {
      width: 3024,
      height: 4032,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .png()
    .toBuffer()
  const upright = await sharp(crop)
    .resize(3024, 4032, { kernel: 'lanczos3' })
    .composite([{ input: noise, blend: 'soft-light' }])
    .png()
    .toBuffer()
  await sharp(upright).rotate(270).jpeg({ quality: 84, mozjpeg: true }).withMetadata({ orientation: 6 }).toFile(file)
  const meta = await sharp(file).metadata()
  if (meta.orientation !== 6 || meta.width !== 4032 || meta.height !== 3024)
    throw new Error(`${file}: unexpected metadata`)
  console.log(
    `${file}: ${meta.width}×${meta.height}, orientation ${meta.orientation}, ${Math.round(statSync(file).size / 1024)} KB`,
  )
}

const outDir = path.resolve('public/visualiser')
mkdirSync(outDir, { recursive: true })
const houses = [terraced(), villa(), apartments(), renovation()]
for (const h of houses) {
  check(h)
  const size = await toJpeg(h.svg, path.join(outDir, `${h.id}.jpg`))
  console.log(`public/visualiser/${h.id}.jpg: ${Math.round(size / 1024)} KB`)
}
const json = houses.map(({ id, wall, openings }) => ({ id, width: W, height: H, wall, openings }))
writeFileSync(path.resolve('tests/fixtures/visualiser-houses.json'), `${JSON.stringify(json, null, 2)}\n`)
const fixture = path.resolve('tests/fixtures/house-phone.jpg')
mkdirSync(path.dirname(fixture), { recursive: true })
await phoneFixture((houses[1] as House).svg, fixture)
