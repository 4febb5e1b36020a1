/**
 * Drawing helpers of scripts/visualiser-demo-houses.ts: SVG fragments of a simple architectural rendering
 * (sky, render with sunlight and grain, windows with reveals, brick, tiles, trees, scaffolding), and the few
 * polygon sums used to check the wall outlines.
 * The sun comes from the upper left: reveals are dark on the left and at the top, walls fade to the right.
 */

export const W = 1600
export const H = 1200

export type Pt = [number, number]

/** A small seeded generator, so every run draws the same pictures. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Points from flat coordinates: xy(x0, y0, x1, y1, …). */
export const xy = (...n: number[]): Pt[] => n.flatMap((v, i) => (i % 2 ? [] : [[v, n[i + 1] as number] as Pt]))

export const box = (x: number, y: number, w: number, h: number): Pt[] => xy(x, y, x + w, y, x + w, y + h, x, y + h)

/** Twice the signed area: positive when the points turn clockwise on screen (y down). */
export const area2 = (p: Pt[]) =>
  p.reduce((s, [x, y], i) => s + x * (p[(i + 1) % p.length] as Pt)[1] - (p[(i + 1) % p.length] as Pt)[0] * y, 0)

/** Even-odd ray casting, as in src/domain/visualiser/geometry.ts. */
export function inside([px, py]: Pt, p: Pt[]): boolean {
  let hit = false
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const [ax, ay] = p[i] as Pt
    const [bx, by] = p[j] as Pt
    if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) hit = !hit
  }
  return hit
}

/** The centre of mass of a simple polygon, rounded to pixels. */
export function centroid(p: Pt[]): Pt {
  let cx = 0
  let cy = 0
  for (let i = 0; i < p.length; i++) {
    const [ax, ay] = p[i] as Pt
    const [bx, by] = p[(i + 1) % p.length] as Pt
    const k = ax * by - bx * ay
    cx += (ax + bx) * k
    cy += (ay + by) * k
  }
  const a = 3 * area2(p)
  return [Math.round(cx / a), Math.round(cy / a)]
}

const pts = (p: Pt[]) => p.map(([x, y]) => `${x},${y}`).join(' ')
export const poly = (p: Pt[], fill: string, extra = '') => `<polygon points="${pts(p)}" fill="${fill}" ${extra}/>`
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`

// Noise filters: alpha follows the turbulence, colour is flat, so a rect drawn with them is a speckle overlay.
const speckle = (id: string, freq: string, octaves: number, seed: number, rgb: string, gain: number, bias: number) =>
  `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/>
    <feColorMatrix values="0 0 0 0 ${rgb[0]} 0 0 0 0 ${rgb[1]} 0 0 0 0 ${rgb[2]} ${gain} 0 0 0 ${bias}"/>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>`

function brickPattern(id: string, palette: string[], mortar: string, seed: number): string {
  const r = rng(seed)
  const bw = 54
  const bh = 17
  let s = rect(0, 0, 6 * bw, 8 * bh, mortar)
  for (let row = 0; row < 8; row++) {
    for (let col = -1; col < 6; col++) {
      const x = col * bw + (row % 2 ? bw / 2 : 0)
      const fill = palette[Math.floor(r() * palette.length)] as string
      s += rect(x + 1.5, row * bh + 1.5, bw - 3, bh - 3, fill)
      s += rect(x + 1.5, row * bh + bh - 4, bw - 3, 2.5, '#000', 'opacity=".12"')
    }
  }
  return `<pattern id="${id}" width="${6 * bw}" height="${8 * bh}" patternUnits="userSpaceOnUse">${s}</pattern>`
}

function tilePattern(id: string, base: string, dark: string, light: string, tw: number, th: number): string {
  return `<pattern id="${id}" width="${tw}" height="${th}" patternUnits="userSpaceOnUse">
    ${rect(0, 0, tw, th, base)}${rect(0, th - 5, tw, 5, dark)}${rect(0, 0, tw, 3, light, 'opacity=".55"')}
    ${rect(tw - 2, 0, 2, th, dark, 'opacity=".5"')}${rect(tw / 2, th - 5, 1.5, 5, base, 'opacity=".6"')}
  </pattern>`
}

export const defs = () => `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#6c95c2"/><stop offset=".6" stop-color="#a8c4dc"/><stop offset="1" stop-color="#dfe8ee"/>
  </linearGradient>
  <linearGradient id="sun" x1="0" y1="0" x2="1" y2=".4">
    <stop offset="0" stop-color="#fff5e0" stop-opacity=".38"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#23232c" stop-opacity=".24"/>
  </linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1b1816" stop-opacity=".55"/><stop offset=".3" stop-color="#1b1816" stop-opacity=".26"/>
    <stop offset="1" stop-color="#1b1816" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="shadeX" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#1b1816" stop-opacity=".35"/><stop offset="1" stop-color="#1b1816" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2=".3" y2="1">
    <stop offset="0" stop-color="#6f8798"/><stop offset=".35" stop-color="#34434f"/><stop offset="1" stop-color="#1b232a"/>
  </linearGradient>
  <linearGradient id="refl" x1="0" y1="0" x2="1" y2="1">
    <stop offset=".28" stop-color="#fff" stop-opacity="0"/><stop offset=".3" stop-color="#fff" stop-opacity=".2"/>
    <stop offset=".44" stop-color="#fff" stop-opacity=".07"/><stop offset=".46" stop-color="#fff" stop-opacity="0"/>
    <stop offset=".56" stop-color="#fff" stop-opacity="0"/><stop offset=".58" stop-color="#fff" stop-opacity=".1"/>
    <stop offset=".63" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="roofShade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity=".10"/><stop offset="1" stop-color="#000" stop-opacity=".22"/>
  </linearGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#f1f3f4"/><stop offset=".4" stop-color="#b9bec2"/><stop offset="1" stop-color="#6f767c"/>
  </linearGradient>
  <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#6d8a45"/><stop offset="1" stop-color="#4f6c30"/>
  </linearGradient>
  <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#6b6d70"/><stop offset="1" stop-color="#4b4d50"/>
  </linearGradient>
  ${speckle('grain', '.85', 2, 3, '000', 3.2, -1.5)}
  ${speckle('grainL', '.8', 2, 11, '111', 3.2, -1.5)}
  ${speckle('grass', '.08 .5', 3, 13, '000', 3, -1.35)}
  ${speckle('mottle', '.004 .007', 3, 5, '000', 2.2, -1)}
  <filter id="foliage" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">
    <feGaussianBlur in="SourceGraphic" stdDeviation="1.2" result="b"/>
    <feTurbulence type="fractalNoise" baseFrequency=".12" numOctaves="2" seed="8"/>
    <feColorMatrix values="0 0 0 0 .1 0 0 0 0 .16 0 0 0 0 .06 2.2 0 0 0 -.95"/>
    <feComposite in2="b" operator="in" result="n"/>
    <feTurbulence type="fractalNoise" baseFrequency=".2" numOctaves="1" seed="9"/>
    <feColorMatrix values="0 0 0 0 .75 0 0 0 0 .85 0 0 0 0 .5 1.6 0 0 0 -.78"/>
    <feComposite in2="b" operator="in" result="l"/>
    <feMerge><feMergeNode in="b"/><feMergeNode in="n"/><feMergeNode in="l"/></feMerge>
  </filter>
  <filter id="soft"><feGaussianBlur stdDeviation="22"/></filter>
  <filter id="blur"><feGaussianBlur stdDeviation="1.1"/></filter>
  <filter id="blur6" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="blur16" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="16"/></filter>
  ${brickPattern('brick', ['#8c4a33', '#7f412d', '#955239', '#7a3f2e', '#9a5a40', '#86462f'], '#c9bfb2', 4)}
  ${brickPattern('brickY', ['#b89a72', '#a98b66', '#c2a57c', '#9f8160', '#b39470'], '#d8d0c4', 9)}
  ${brickPattern('brickD', ['#4b4a4a', '#565453', '#3f3f40', '#5e5b59', '#474645'], '#8d8a86', 6)}
  ${tilePattern('tiles', '#9a4a32', '#5a2617', '#c06a4c', 36, 22)}
  ${tilePattern('slate', '#4b5158', '#2a2e33', '#6b737b', 30, 18)}
  <pattern id="paving" width="60" height="30" patternUnits="userSpaceOnUse">
    ${rect(0, 0, 60, 30, '#bdbab4')}${rect(0, 28, 60, 2, '#8f8c87')}${rect(58, 0, 2, 30, '#9b9892')}${rect(0, 0, 58, 1.5, '#d8d5cf')}
  </pattern>
  ${tilePattern('boards', '#8a6a4c', '#5b4431', '#a8876a', 22, 400)}
</defs>`

/** Sky with a few soft clouds. */
export function sky(seed: number): string {
  const r = rng(seed)
  let clouds = ''
  for (let i = 0; i < 7; i++) {
    const cx = r() * W
    const cy = 60 + r() * 260
    clouds += `<ellipse cx="${cx}" cy="${cy}" rx="${120 + r() * 200}" ry="${25 + r() * 35}" fill="#fff" opacity="${0.35 + r() * 0.3}"/>`
  }
  return `${rect(0, 0, W, H, 'url(#sky)')}<g filter="url(#soft)">${clouds}</g>`
}

/** Speckle and mottle over a box: the grain of render, brick or grass. */
export const grain = (x: number, y: number, w: number, h: number, k = 1) =>
  `${rect(x, y, w, h, '#000', `filter="url(#mottle)" opacity="${0.14 * k}"`)}` +
  `${rect(x, y, w, h, '#000', `filter="url(#grain)" opacity="${0.13 * k}"`)}` +
  `${rect(x, y, w, h, '#fff', `filter="url(#grainL)" opacity="${0.16 * k}"`)}`

/** A rendered wall: flat colour, sunlight sweeping across, grain. */
export const renderWall = (x: number, y: number, w: number, h: number, colour = '#e8e6e1') =>
  `${rect(x, y, w, h, colour)}${rect(x, y, w, h, 'url(#sun)')}${grain(x, y, w, h)}`

/** A brick wall, lit the same way. */
export const brickWall = (x: number, y: number, w: number, h: number, pattern = 'brick') =>
  `${rect(x, y, w, h, `url(#${pattern})`)}${rect(x, y, w, h, 'url(#sun)')}${grain(x, y, w, h, 1.3)}`

/** The soft shadow under an eave, a cornice, a balcony slab. */
export const shadowBelow = (x: number, y: number, w: number, h: number, k = 1) =>
  rect(x, y, w, h, 'url(#shade)', `opacity="${k}"`)

/** A roof face with tiles (or slates), darkening towards the eave. */
export const roof = (p: Pt[], pattern = 'tiles') =>
  `${poly(p, `url(#${pattern})`)}${poly(p, 'url(#roofShade)')}${poly(p, '#000', 'filter="url(#mottle)" opacity=".25"')}`

export interface WinOpts {
  frame?: string
  cols?: number
  transom?: number
  sill?: boolean
  reveal?: number
  curtain?: boolean
  railing?: boolean
}

/** A window in a wall opening: dark reveal faces (left, top), frame, glass with reflection, stone sill. */
export function win(x: number, y: number, w: number, h: number, o: WinOpts = {}): string {
  const r = o.reveal ?? 12
  const f = o.frame ?? '#3b3f44'
  const fw = 7
  const gx = x + r
  const gy = y + r
  const gw = w - r - 3
  const gh = h - r
  let s = rect(x, y, w, h, '#cfccc6')
  s += poly(xy(x, y, x + w, y, x + w - 3, y + r, x + r, y + r), '#8e8a84')
  s += poly(xy(x, y, x + r, y + r, x + r, y + h, x, y + h), '#a39f98')
  s += rect(gx, gy, gw, gh, f)
  const cols = o.cols ?? 2
  const top = o.transom ? Math.round((gh - fw) * o.transom) : 0
  // [top, height] of each row of panes.
  const rows = top ? xy(gy + fw, top - fw, gy + top + fw, gh - top - 2 * fw) : xy(gy + fw, gh - 2 * fw)
  const pw = (gw - fw * (cols + 1)) / cols
  for (const [py, ph] of rows) {
    for (let c = 0; c < cols; c++) {
      const px = gx + fw + c * (pw + fw)
      s += rect(px, py, pw, ph, 'url(#glass)') + rect(px, py, pw, ph, 'url(#refl)')
      if (o.curtain) s += rect(px + 2, py, pw - 4, ph * 0.55, '#ece7dd', 'opacity=".28"')
      s += rect(px, py, pw, 2, '#000', 'opacity=".35"')
    }
  }
  s += rect(gx, gy, gw, 1.5, '#fff', 'opacity=".15"')
  const d = r * 1.1
  s += poly(
    xy(gx, gy, gx + gw, gy, gx + gw - d, gy + d, gx + d, gy + d, gx + d, gy + gh, gx, gy + gh),
    '#000',
    'opacity=".28"',
  )
  if (o.railing) s += railing(x + 4, y + h - 110, w - 8, 90)
  if (o.sill !== false) {
    s += rect(x - 10, y + h, w + 20, 12, '#d6d3cc') + rect(x - 10, y + h, w + 20, 3, '#f2f0ec')
    s += shadowBelow(x - 10, y + h + 12, w + 20, 18, 0.9)
  }
  return s
}

/** A wrought-iron French balcony railing. */
export function railing(x: number, y: number, w: number, h: number): string {
  let s = rect(x, y, w, 5, '#26282a') + rect(x, y + h - 5, w, 5, '#26282a')
  for (let bx = x + 6; bx < x + w - 4; bx += 14) s += rect(bx, y, 3, h, '#2c2e30')
  return s
}

/** A front door in a reveal: panelled leaf, glazed strip, handle, blue-stone step. */
export function door(x: number, y: number, w: number, h: number, colour = '#3d4a52', transom = 0): string {
  const r = 12
  let s = rect(x, y, w, h, '#a39f98') + rect(x + r, y, w - r, r, '#8e8a84')
  let ly = y + r
  if (transom) {
    s +=
      rect(x + r, ly, w - r - 3, transom, '#e9e6df') + rect(x + r + 7, ly + 7, w - r - 17, transom - 14, 'url(#glass)')
    ly += transom
  }
  const lw = w - r - 3
  const lh = y + h - ly
  s += rect(x + r, ly, lw, lh, colour) + rect(x + r, ly, lw, lh, 'url(#sun)')
  s +=
    rect(x + r + lw * 0.18, ly + 24, lw * 0.22, lh - 60, 'url(#glass)') +
    rect(x + r + lw * 0.18, ly + 24, lw * 0.22, lh - 60, 'url(#refl)')
  s += rect(x + r + lw * 0.55, ly + 24, lw * 0.3, lh * 0.4, '#000', 'opacity=".14"')
  s += rect(x + r + lw * 0.55, ly + 36 + lh * 0.4, lw * 0.3, lh * 0.4, '#000', 'opacity=".14"')
  s += rect(x + r + lw - 22, ly + lh * 0.42, 6, lh * 0.22, 'url(#metal)')
  s += poly(
    xy(x + r, ly, x + r + lw, ly, x + r + lw - 14, ly + 14, x + r + 14, ly + 14, x + r + 14, y + h, x + r, y + h),
    '#000',
    'opacity=".25"',
  )
  return s + rect(x - 14, y + h - 2, w + 28, 16, '#5b6066') + rect(x - 14, y + h - 2, w + 28, 3, '#8a9096')
}

/** A tree: trunk and a crown of overlapping blobs, lit from the upper left. */
export function tree(cx: number, by: number, r: number, seed: number): string {
  const g = rng(seed)
  const s = `<path d="M${cx - 14} ${by} L${cx - 6} ${by - r * 1.6} L${cx + 6} ${by - r * 1.6} L${cx + 16} ${by} Z" fill="#4a3b2e"/>`
  const cy = by - r * 1.9
  const greens = ['#3e5a2b', '#4b6a31', '#587a38', '#6a8b42', '#7d9c4f']
  let blobs = ''
  for (let i = 0; i < 70; i++) {
    const a = g() * Math.PI * 2
    const d = Math.sqrt(g()) * r * 0.85
    const x = cx + Math.cos(a) * d * 1.05
    const y = cy + Math.sin(a) * d * 0.9
    const lit = Math.max(0, Math.min(4, Math.round(2 + ((cx - x + cy - y) / r) * 1.6 + (g() - 0.5) * 1.4 + i / 40)))
    blobs += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * (0.22 + g() * 0.18)).toFixed(1)}" fill="${greens[lit]}"/>`
  }
  return `${s}<g filter="url(#foliage)">${blobs}</g>`
}

/** A clipped shrub or hedge: a row of blobs sitting on the ground line. */
export function bush(x: number, by: number, w: number, h: number, seed: number): string {
  const g = rng(seed)
  const greens = ['#3a5528', '#486630', '#56773a', '#668a44']
  const s = `<ellipse cx="${x + w / 2}" cy="${by}" rx="${w / 2 + 8}" ry="10" fill="#000" opacity=".25" filter="url(#blur6)"/>`
  let blobs = ''
  for (let i = 0; i < Math.max(8, w / 9); i++) {
    const bx = x + 10 + g() * (w - 20)
    const rr = h * (0.3 + g() * 0.25)
    const y = by - rr * 0.7 - g() * (h - rr * 1.4)
    blobs += `<circle cx="${bx.toFixed(1)}" cy="${y.toFixed(1)}" r="${rr.toFixed(1)}" fill="${greens[Math.min(3, Math.floor(g() * 2 + ((by - y) / h) * 2.2))]}"/>`
  }
  return `${s}<g filter="url(#foliage)">${blobs}</g>`
}

/** A lawn: green, darker away from the light, with blades of noise. */
export const lawn = (x: number, y: number, w: number, h: number) =>
  `${rect(x, y, w, h, 'url(#lawn)')}${rect(x, y, w, h, '#1e2a12', 'filter="url(#grass)" opacity=".55"')}${grain(x, y, w, h, 1.5)}`

/** Pavement with a kerb and a strip of road. */
export const street = (y: number, kerb: number) =>
  `${rect(0, y, W, kerb - y, 'url(#paving)')}${rect(0, y, W, kerb - y, 'url(#shade)', 'opacity=".35"')}${grain(0, y, W, kerb - y, 0.8)}` +
  `${rect(0, kerb, W, 12, '#a7a49e')}${rect(0, kerb + 12, W, H - kerb, 'url(#road)')}${grain(0, kerb + 12, W, H - kerb, 1.4)}`

/** Steel tube scaffolding: standards, ledgers, steel decks with toe boards, guard rails, diagonal braces. */
export function scaffold(xs: number[], top: number, bottom: number, decks: number[]): string {
  const x0 = (xs[0] as number) - 12
  const x1 = (xs[xs.length - 1] as number) + 12
  let s = ''
  for (const y of decks) {
    s += shadowBelow(x0, y + 24, x1 - x0, 40, 0.8)
    s +=
      rect(x0, y, x1 - x0, 10, '#9ea3a6') +
      rect(x0, y + 10, x1 - x0, 14, '#6d7276') +
      rect(x0, y, x1 - x0, 2, '#d7dadc')
    s += rect(x0, y - 26, x1 - x0, 24, '#c9a36a') + rect(x0, y - 26, x1 - x0, 3, '#e0c38e')
    s += rect(x0, y - 95, x1 - x0, 7, 'url(#metal)') + rect(x0, y - 55, x1 - x0, 6, 'url(#metal)')
  }
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const a = xs[i] as number
    const b = xs[i + 1] as number
    s += `<line x1="${a}" y1="${bottom}" x2="${b}" y2="${(decks[decks.length - 1] ?? top) - 10}" stroke="#9aa0a4" stroke-width="6"/>`
  }
  for (const x of xs) {
    s += rect(x - 5, top, 10, bottom - top, 'url(#metal)')
    s += rect(x - 16, bottom - 6, 32, 8, '#55595c')
    for (const y of decks) s += rect(x - 8, y - 8, 16, 14, '#8d9296')
  }
  return s
}

/** Insulation boards (EPS, 1000 × 500 mm, staggered), with joints and dowels, in a box whose right edge is ragged. */
export function insulation(x: number, y: number, w: number, h: number, seed: number): string {
  const g = rng(seed)
  const bw = 100
  const bh = 50
  const tones = ['#eee4b4', '#e9dfa9', '#f2eac4', '#e4dcb0', '#dfe0d8', '#d6d8d2']
  let s = ''
  for (let row = 0; row * bh < h; row++) {
    const off = row % 2 ? bw / 2 : 0
    const end = x + w - (row % 2 ? 0 : 26)
    for (let bx = x - off; bx < end; bx += bw) {
      const left = Math.max(x, bx)
      const right = Math.min(end, bx + bw)
      const top = y + row * bh
      const hh = Math.min(bh, y + h - top)
      s += rect(left, top, right - left, hh, tones[Math.floor(g() * tones.length)] as string)
      s += rect(left, top, right - left, 1.6, '#a8a184') + rect(left, top, 1.6, hh, '#b3ac90')
      if (g() > 0.35)
        s += `<circle cx="${left + (right - left) / 2}" cy="${top + hh / 2}" r="3.5" fill="#cfcab6" stroke="#a9a38b"/>`
    }
    s += rect(end, y + row * bh, 14, Math.min(bh, y + h - row * bh - y), 'url(#shadeX)')
  }
  return `${s}${rect(x, y, w, h, 'url(#sun)', 'opacity=".8"')}${grain(x, y, w, h, 0.6)}`
}
