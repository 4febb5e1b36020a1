/**
 * The default social-card image (Open Graph, Twitter), drawn from an SVG with sharp:
 *   npx tsx scripts/og-image.ts
 * Writes public/og-default.png, 1200×630, which is committed; pages with their own image override it.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const WIDTH = 1200
const HEIGHT = 630
// Colours of src/styles/tokens.css: brand (terracotta render), accent (slate), lime-plaster surface, ink.
const BRAND = '#9c3d1c'
const ACCENT = '#1f4e5f'
const SURFACE = '#f5f3ef'
const INK = '#1d1d1b'
const FONT = 'Liberation Sans, DejaVu Sans, Arial, sans-serif'

// The logo's gabled facade (src/components/layout/Logo.tsx), scaled up, beside the wordmark and both languages' tagline.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${SURFACE}"/>
  <rect y="${HEIGHT - 36}" width="${WIDTH}" height="36" fill="${BRAND}"/>
  <rect y="${HEIGHT - 48}" width="${WIDTH}" height="12" fill="${ACCENT}"/>
  <g transform="translate(110 150) scale(11)">
    <path d="M2 14 14 4l12 10v14H2z" fill="${BRAND}"/>
    <rect x="2" y="22" width="24" height="3" fill="${ACCENT}"/>
    <rect x="11" y="13" width="6" height="6" rx="1" fill="${SURFACE}"/>
  </g>
  <text x="460" y="330" font-family="${FONT}" font-size="124" font-weight="700" fill="${INK}">Murelia</text>
  <text x="464" y="400" font-family="${FONT}" font-size="34" fill="${INK}">Systèmes de façade et enduits</text>
  <text x="464" y="448" font-family="${FONT}" font-size="34" fill="${INK}">Gevelsystemen en pleisters</text>
</svg>`

const out = path.resolve('public/og-default.png')
mkdirSync(path.dirname(out), { recursive: true })
const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out)
console.log(`${out}: ${info.width}×${info.height}, ${info.size} bytes`)
