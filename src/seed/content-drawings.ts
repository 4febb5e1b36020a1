import { escapeXml, random } from './images'

/*
 * Drawings of the content pages (no words in them: the alt text and captions carry the words): rows of town
 * houses, a cut through an insulated facade, colour chips, a partition being built, a wall being plastered and
 * product packs. The shared random sequence, the reference scenes and the upload live in images.ts.
 */

/** Render colours of Belgian streets: off-whites, sands, greiges, a terracotta, a sage and an anthracite. */
const RENDERS = [
  [40, 30, 90],
  [36, 34, 80],
  [28, 22, 70],
  [18, 38, 66],
  [95, 12, 70],
  [210, 8, 74],
  [30, 8, 38],
  [45, 45, 82],
  [200, 14, 86],
] as const
const hsl = ([h, s, l]: readonly [number, number, number], dl = 0) =>
  `hsl(${h} ${s}% ${Math.max(0, Math.min(100, l + dl))}%)`

/**
 * A render's grain as a small tile of specks, light and dark, repeated: as cheap to draw as a flat colour,
 * where a turbulence filter costs ten times the rest of the picture.
 */
function grainPattern(r: () => number): string {
  const specks = Array.from({ length: 120 }, () => {
    const dark = r() < 0.6
    return `<circle cx="${(r() * 48).toFixed(1)}" cy="${(r() * 48).toFixed(1)}" r="${(0.35 + r() * 0.5).toFixed(2)}" fill="${dark ? '#000' : '#fff'}" opacity="${(0.05 + r() * 0.1).toFixed(2)}"/>`
  })
  return `<pattern id="grain" width="48" height="48" patternUnits="userSpaceOnUse">${specks.join('')}</pattern>`
}

/** Shared definitions: sky, glass, a soft render grain, and the shadow a plane casts on its left. */
function defs(r: () => number, extra = ''): string {
  const skyHue = 200 + r() * 14
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${skyHue} 55% 70%)"/><stop offset="1" stop-color="hsl(${skyHue - 8} 45% 91%)"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(212 28% 26%)"/><stop offset=".55" stop-color="hsl(206 30% 40%)"/><stop offset="1" stop-color="hsl(210 26% 30%)"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
${grainPattern(r)}
${extra}</defs>`
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
const rect = (x: number, y: number, w: number, h: number, fill: string, more = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${more ? ` ${more}` : ''}/>`
/** A window: white frame, glass with a reflection, a sill beneath. */
function windowAt(x: number, y: number, w: number, h: number, frame = '#f7f6f2'): string {
  const f = Math.max(4, w * 0.07)
  return [
    rect(x - f * 0.6, y + h, w + f * 1.2, f * 0.9, 'hsl(30 6% 70%)'),
    rect(x, y, w, h, frame),
    rect(x + f, y + f, w - 2 * f, h - 2 * f, 'url(#glass)'),
    `<polygon points="${x + f},${y + h * 0.62} ${x + w * 0.55},${y + f} ${x + w * 0.8},${y + f} ${x + f},${y + h * 0.95}" fill="#fff" opacity=".12"/>`,
    rect(x + w / 2 - f * 0.3, y + f, f * 0.6, h - 2 * f, frame),
  ].join('')
}

/** A row of town houses, each with its own render colour, windows, a door and a darker plinth. */
export function streetSvg(seed: number, width: number, height: number): string {
  const r = random(seed)
  const parts: string[] = [rect(0, 0, width, height, 'url(#sky)')]
  const ground = height * 0.9
  let x = -r() * width * 0.08
  let i = 0
  while (x < width) {
    const w = width * (0.17 + r() * 0.12) * (width < height * 2.5 ? 1.6 : 1)
    const top = height * (0.1 + r() * 0.16)
    const colour = RENDERS[Math.floor(r() * RENDERS.length)] ?? RENDERS[0]
    const floors = 2 + Math.floor(r() * 2)
    const roof = r()
    if (roof < 0.5) {
      parts.push(
        `<polygon points="${x - 4},${top} ${x + w * 0.5},${top - height * 0.12} ${x + w + 4},${top}" fill="hsl(${8 + r() * 14} 28% ${24 + r() * 12}%)"/>`,
      )
    } else {
      parts.push(rect(x - 6, top - height * 0.025, w + 12, height * 0.025, hsl(colour, -12)))
    }
    parts.push(rect(x, top, w, ground - top, hsl(colour)))
    parts.push(rect(x, top, w, ground - top, 'url(#grain)'))
    parts.push(rect(x, top, w, ground - top, 'url(#light)'))
    const plinth = height * 0.07
    const [h, sat, l] = colour
    parts.push(rect(x, ground - plinth, w, plinth, `hsl(${h} ${sat * 0.4}% ${Math.max(22, l - 32)}%)`))
    const cols = w > width * 0.22 ? 3 : 2
    const floorH = (ground - plinth - top) / floors
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < cols; c++) {
        const ww = (w / cols) * 0.46
        const wx = x + (w / cols) * c + (w / cols - ww) / 2
        const wy = top + f * floorH + floorH * 0.2
        if (f === floors - 1 && c === 0) {
          // The door, on the ground floor.
          parts.push(
            rect(wx, wy, ww, ground - plinth - wy + plinth * 0.6, `hsl(${(i * 67) % 360} 22% 26%)`),
            rect(wx + ww * 0.15, wy + floorH * 0.1, ww * 0.7, floorH * 0.25, 'url(#glass)'),
          )
        } else {
          parts.push(windowAt(wx, wy, ww, floorH * 0.58))
        }
      }
    }
    parts.push(rect(x, top, Math.min(40, w * 0.12), ground - top, 'url(#shade)'))
    x += w
    i += 1
  }
  parts.push(rect(0, ground, width, height - ground, 'hsl(30 6% 62%)'))
  parts.push(rect(0, ground, width, 3, 'hsl(30 6% 50%)'))
  return svg(width, height, `${defs(r)}${parts.join('')}`)
}

/** A cut through an insulated facade: masonry, adhesive, insulation boards with a dowel, meshed base coat, finish. */
export function layersSvg(seed: number, width: number, height: number, finishHue = 36): string {
  const r = random(seed)
  const brick = `<pattern id="brick" width="120" height="56" patternUnits="userSpaceOnUse"><rect width="120" height="56" fill="hsl(14 20% 78%)"/><rect x="2" y="2" width="116" height="24" fill="hsl(12 42% 46%)"/><rect x="-58" y="30" width="116" height="24" fill="hsl(14 40% 42%)"/><rect x="62" y="30" width="116" height="24" fill="hsl(10 44% 48%)"/></pattern>
<pattern id="mesh" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M0 0H22M0 0V22" stroke="hsl(48 60% 62%)" stroke-width="3" fill="none"/></pattern>
<pattern id="board" width="${width * 0.2}" height="${height * 0.5}" patternUnits="userSpaceOnUse"><rect width="100%" height="100%" fill="hsl(48 25% 94%)" stroke="hsl(48 10% 80%)" stroke-width="4"/></pattern>`
  const layers = [
    { fill: 'url(#brick)' },
    { fill: 'hsl(40 6% 70%)' },
    { fill: 'url(#board)', grain: true },
    { fill: 'hsl(40 5% 84%)' },
    { fill: 'url(#mesh)' },
    { fill: hsl([finishHue, 34, 82]), grain: true },
  ]
  const parts: string[] = [rect(0, 0, width, height, 'hsl(40 12% 95%)')]
  const step = width * 0.13
  const start = width * 0.06
  for (const [n, layer] of layers.entries()) {
    const lx = start + n * step
    const slant = height * 0.22
    const d = `M${lx + slant} 0 L${width} 0 L${width} ${height} L${lx} ${height} Z`
    parts.push(`<path d="${d}" fill="${layer.fill}"/>`)
    if (layer.grain) parts.push(`<path d="${d}" fill="url(#grain)"/>`)
    parts.push(
      `<path d="M${lx + slant} 0 L${lx + slant + 36} 0 L${lx + 36} ${height} L${lx} ${height} Z" fill="url(#shade)"/>`,
    )
    if (n === 1) {
      // Adhesive in a bead around the edge and dabs in the middle.
      for (let k = 0; k < 4; k++) {
        parts.push(
          `<ellipse cx="${lx + slant * 0.3 + step * 0.45 + r() * 20}" cy="${height * (0.2 + k * 0.22)}" rx="${step * 0.22}" ry="${height * 0.06}" fill="hsl(40 5% 60%)"/>`,
        )
      }
    }
    if (n === 2) {
      // A dowel through the board.
      const dy = height * 0.5
      parts.push(
        `<rect x="${lx - step * 0.6}" y="${dy - 6}" width="${step * 1.7}" height="12" rx="6" fill="hsl(0 0% 30%)"/><circle cx="${lx + step * 0.9}" cy="${dy}" r="${height * 0.06}" fill="hsl(0 0% 96%)" stroke="hsl(0 0% 70%)" stroke-width="3"/>`,
      )
    }
  }
  return svg(width, height, `${defs(r, brick)}${parts.join('')}`)
}

/** Colour chips of a range, from light to deep, on a table. */
export function swatchesSvg(seed: number, width: number, height: number, hue = 30): string {
  const r = random(seed)
  const parts: string[] = [rect(0, 0, width, height, `hsl(${hue} 10% 93%)`)]
  const cols = width > height * 2.5 ? 9 : 5
  const rows = width > height * 2.5 ? 2 : 3
  const gap = Math.min(width, height) * 0.05
  const cw = (width - gap * (cols + 1)) / cols
  const ch = (height - gap * (rows + 1)) / rows
  for (let row = 0; row < rows; row++) {
    for (let c = 0; c < cols; c++) {
      const h = hue + (row - 1) * 14 + r() * 6
      const colour: [number, number, number] = [h, 18 + row * 10 + r() * 8, 90 - c * (45 / cols)]
      const x = gap + c * (cw + gap)
      const y = gap + row * (ch + gap)
      parts.push(
        rect(x + 6, y + 8, cw, ch, '#000', 'opacity=".08" rx="10"'),
        rect(x, y, cw, ch, hsl(colour), 'rx="10"'),
        rect(x, y, cw, ch, 'url(#grain)', 'rx="10"'),
        rect(x, y, cw, ch * 0.4, 'url(#light)', 'rx="10"'),
      )
    }
  }
  return svg(width, height, `${defs(r)}${parts.join('')}`)
}

/** A partition being built: metal studs on the left, screwed boards with taped joints on the right. */
export function drywallSvg(seed: number, width: number, height: number): string {
  const r = random(seed)
  const floor = height * 0.86
  const parts: string[] = [
    rect(0, 0, width, height, 'hsl(35 18% 90%)'),
    rect(0, floor, width, height, 'hsl(30 22% 58%)'),
  ]
  const bays = width > height * 2.5 ? 12 : 6
  const bay = width / bays
  const boarded = Math.floor(bays * (0.45 + r() * 0.2))
  parts.push(
    rect(0, height * 0.04, width, height * 0.03, 'hsl(210 6% 72%)'),
    rect(0, floor - height * 0.03, width, height * 0.03, 'hsl(210 6% 66%)'),
  )
  for (let b = 0; b <= bays; b++) {
    parts.push(
      rect(b * bay - 8, height * 0.04, 16, floor - height * 0.04, 'hsl(210 8% 76%)'),
      rect(b * bay - 8, height * 0.04, 4, floor - height * 0.04, 'hsl(210 10% 88%)'),
    )
  }
  // Mineral wool between the studs still open.
  for (let b = boarded; b < bays - 1; b++) {
    parts.push(rect(b * bay + 8, height * 0.07, bay - 16, floor - height * 0.1, 'url(#wool)'))
  }
  const bw = bay * 2
  for (let b = 0; b < boarded; b += 2) {
    const x = b * bay
    const w = Math.min(bw, boarded * bay - x)
    parts.push(rect(x, height * 0.04, w, floor - height * 0.04, 'hsl(200 6% 88%)'))
    parts.push(rect(x, height * 0.04, w, floor - height * 0.04, 'url(#grain)', 'opacity=".5"'))
    parts.push(rect(x + w - 14, height * 0.04, 28, floor - height * 0.04, 'hsl(40 20% 96%)'))
    for (let y = height * 0.1; y < floor; y += height * 0.1) {
      parts.push(
        `<circle cx="${x + 14}" cy="${y}" r="3.5" fill="hsl(0 0% 45%)"/><circle cx="${x + bay}" cy="${y}" r="3.5" fill="hsl(0 0% 45%)"/>`,
      )
    }
  }
  parts.push(rect(boarded * bay, height * 0.04, 40, floor - height * 0.04, 'url(#shade)'))
  const wool = `<pattern id="wool" width="60" height="28" patternUnits="userSpaceOnUse"><rect width="60" height="28" fill="hsl(44 52% 74%)"/><path d="M0 14 Q15 4 30 14 T60 14" stroke="hsl(40 45% 64%)" stroke-width="3" fill="none"/></pattern>`
  return svg(width, height, `${defs(r, wool)}${parts.join('')}`)
}

/** A wall being plastered: bare blocks on the left, fresh smooth plaster on the right, and the trowel. */
export function plasteringSvg(seed: number, width: number, height: number, hue = 35): string {
  const r = random(seed)
  const block = `<pattern id="block" width="160" height="80" patternUnits="userSpaceOnUse"><rect width="160" height="80" fill="hsl(30 6% 62%)"/><rect x="3" y="3" width="154" height="34" fill="hsl(30 5% 74%)"/><rect x="-77" y="43" width="154" height="34" fill="hsl(30 5% 71%)"/><rect x="83" y="43" width="154" height="34" fill="hsl(30 5% 76%)"/></pattern>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(210 8% 88%)"/><stop offset="1" stop-color="hsl(210 8% 58%)"/></linearGradient>`
  const edge = width * (0.38 + r() * 0.12)
  const wave = Array.from({ length: 9 }, (_, k) => {
    const y = (height / 8) * k
    return `${edge + (r() - 0.5) * width * 0.05},${y}`
  })
  const parts = [
    rect(0, 0, width, height, 'url(#block)'),
    `<polygon points="${wave.join(' ')} ${width},${height} ${width},0" fill="hsl(${hue} 14% 88%)"/>`,
    `<polygon points="${wave.join(' ')} ${width},${height} ${width},0" fill="url(#grain)" opacity=".6"/>`,
  ]
  const tx = edge + width * 0.08
  const ty = height * 0.42
  const tw = Math.min(width * 0.28, height * 0.8)
  parts.push(
    `<g transform="rotate(-6 ${tx + tw / 2} ${ty})"><rect x="${tx + 8}" y="${ty + 10}" width="${tw}" height="${tw * 0.32}" rx="8" fill="#000" opacity=".18"/><rect x="${tx}" y="${ty}" width="${tw}" height="${tw * 0.32}" rx="8" fill="url(#steel)"/><rect x="${tx + tw * 0.3}" y="${ty - tw * 0.2}" width="${tw * 0.4}" height="${tw * 0.12}" rx="${tw * 0.06}" fill="hsl(20 45% 34%)"/><rect x="${tx + tw * 0.46}" y="${ty - tw * 0.1}" width="${tw * 0.08}" height="${tw * 0.1}" fill="hsl(210 6% 50%)"/></g>`,
  )
  return svg(width, height, `${defs(r, block)}${parts.join('')}`)
}

export type Pack = 'bag' | 'bucket' | 'boards' | 'roll'

/** A product pack on a soft background, in the range's colour, with the brand name and the product code if any. */
export function productSvg(pack: Pack, code: string, seed: number, width: number, height: number, hue = 20): string {
  const r = random(seed)
  const cx = width / 2
  const base = height * 0.86
  const brand = `hsl(${hue} 62% 44%)`
  const label = (x: number, y: number, w: number, size: number) =>
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#fff" letter-spacing="${size * 0.12}">MURELIA</text>${code ? `<text x="${x}" y="${y + size * 1.3}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size * 0.7}" fill="#fff" opacity=".9">${escapeXml(code)}</text>` : ''}` +
    rect(x - w / 2, y + size * 1.8, w, size * 0.18, '#fff', 'opacity=".6"')
  const bg = `<radialGradient id="bg" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="hsl(${hue} 20% 97%)"/><stop offset="1" stop-color="hsl(${hue} 16% 84%)"/></radialGradient>
<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".14"/><stop offset=".35" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>`
  const parts: string[] = [rect(0, 0, width, height, 'url(#bg)')]
  parts.push(`<ellipse cx="${cx}" cy="${base}" rx="${width * 0.26}" ry="${height * 0.035}" fill="#000" opacity=".16"/>`)
  const h = height * 0.66
  if (pack === 'bag') {
    const w = h * 0.68
    const x = cx - w / 2
    const y = base - h
    parts.push(
      `<path d="M${x + 10} ${y + 24} Q${cx} ${y - 10} ${x + w - 10} ${y + 24} L${x + w} ${base - 20} Q${cx} ${base + 8} ${x} ${base - 20} Z" fill="hsl(40 22% 90%)"/>`,
      `<path d="M${x + 10} ${y + 24} Q${cx} ${y - 10} ${x + w - 10} ${y + 24} L${x + w} ${base - 20} Q${cx} ${base + 8} ${x} ${base - 20} Z" fill="url(#side)"/>`,
      rect(x + 4, y + h * 0.3, w - 8, h * 0.34, brand),
      label(cx, y + h * 0.42, w * 0.6, h * 0.07),
    )
  } else if (pack === 'bucket') {
    const w = h * 0.8
    const y = base - h * 0.86
    parts.push(
      `<path d="M${cx - w / 2} ${y} L${cx + w / 2} ${y} L${cx + w * 0.42} ${base} L${cx - w * 0.42} ${base} Z" fill="hsl(0 0% 96%)"/>`,
      `<path d="M${cx - w / 2} ${y} L${cx + w / 2} ${y} L${cx + w * 0.42} ${base} L${cx - w * 0.42} ${base} Z" fill="url(#side)"/>`,
      rect(cx - w / 2 - 8, y - h * 0.06, w + 16, h * 0.08, 'hsl(0 0% 90%)', 'rx="8"'),
      `<path d="M${cx - w * 0.47} ${y + h * 0.22} L${cx + w * 0.47} ${y + h * 0.22} L${cx + w * 0.445} ${y + h * 0.58} L${cx - w * 0.445} ${y + h * 0.58} Z" fill="${brand}"/>`,
      label(cx, y + h * 0.34, w * 0.5, h * 0.07),
      `<path d="M${cx - w * 0.5} ${y} Q${cx} ${y - h * 0.32} ${cx + w * 0.5} ${y}" stroke="hsl(0 0% 35%)" stroke-width="8" fill="none"/>`,
    )
  } else if (pack === 'boards') {
    const w = width * 0.5
    const t = h * 0.1
    const depth = w * 0.18
    for (let k = 0; k < 5; k++) {
      const y = base - (k + 1) * t
      const x = cx - w / 2 - depth / 2
      const tone = k % 2 ? 86 : 52
      parts.push(
        `<polygon points="${x + w},${y} ${x + w + depth},${y - t * 1.4} ${x + w + depth},${y + t - t * 1.4} ${x + w},${y + t}" fill="hsl(210 4% ${tone - 12}%)"/>`,
        rect(x, y, w, t, `hsl(210 4% ${tone}%)`),
      )
      if (k === 4) {
        parts.push(
          `<polygon points="${x},${y} ${x + w},${y} ${x + w + depth},${y - t * 1.4} ${x + depth},${y - t * 1.4}" fill="hsl(210 4% ${tone + 8}%)"/>`,
        )
      }
    }
    const y = base - 5 * t
    parts.push(
      rect(cx - w * 0.36, y + t * 0.6, w * 0.42, t * 3.9, brand, 'opacity=".94"'),
      label(cx - w * 0.15, y + t * 2.1, w * 0.3, h * 0.065),
    )
  } else {
    const rw = width * 0.22
    const rh = h * 0.9
    const x = cx - rw / 2
    const y = base - rh
    parts.push(
      rect(x, y, rw, rh, 'hsl(50 55% 86%)'),
      rect(x, y, rw, rh, 'url(#side)'),
      `<ellipse cx="${cx}" cy="${y}" rx="${rw / 2}" ry="${rw * 0.16}" fill="hsl(50 45% 78%)"/><ellipse cx="${cx}" cy="${y}" rx="${rw * 0.14}" ry="${rw * 0.05}" fill="hsl(30 30% 40%)"/>`,
      rect(x, y + rh * 0.3, rw, rh * 0.36, brand),
      label(cx, y + rh * 0.42, rw * 0.7, rw * 0.12),
    )
    for (let k = 0; k < 10; k++) {
      const yy = y + rh * 0.7 + k * rh * 0.03
      parts.push(`<line x1="${x}" y1="${yy}" x2="${x + rw}" y2="${yy}" stroke="hsl(50 30% 70%)" stroke-width="2"/>`)
    }
  }
  return svg(width, height, `${defs(r, bg)}${parts.join('')}`)
}
