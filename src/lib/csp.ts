/**
 * The Content-Security-Policy headers, one per kind of response, built from the environment. next.config.ts sets
 * them through `headers()`, which Next evaluates at build time: the origins below are those of the build's
 * environment (docs/decisions.md, "Content-Security-Policy").
 *
 * No nonce: pages are prerendered once and served to everyone from Next's and nginx's caches, so a per-request
 * nonce would make every page dynamic. Next's App Router writes inline scripts into every page (the RSC payload,
 * `self.__next_f.push(…)`) whose text changes with the content, so script-src must allow inline scripts; it still
 * allows scripts from no other origin than the site's (and Tag Manager's when GTM_ID is set), no eval, no plugins,
 * no <base> hijacking, no framing by other sites and no form posting elsewhere.
 *
 * Read from process.env directly, not src/lib/env.ts: next.config.ts loads this module outside the app, where
 * env.ts would refuse a production build without PAYLOAD_SECRET.
 */
import { isTagManagerId } from '../domain/consent'

export interface CspOptions {
  /** Google Tag Manager container (GTM_ID): its script, tags and beacons are allowed only when it is well formed. */
  gtmId?: string
  /** MapLibre style (MAP_STYLE_URL): its origin serves the style, tiles, sprites and glyphs. */
  mapStyleUrl?: string
  /** `next dev` evaluates modules with eval (React's call stacks, Turbopack's HMR). */
  development?: boolean
  /**
   * The page compiles WebAssembly (the visualiser's HEIC decoder): `wasm-unsafe-eval` lets it instantiate a module,
   * and still runs no string as script.
   */
  wasm?: boolean
}

type DirectiveName =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'worker-src'
  | 'frame-src'
  | 'media-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'frame-ancestors'
  | 'form-action'
type Directives = Record<DirectiveName, string[]>

/** Origins Tag Manager and its Google Analytics 4 tags load from and send to (Google's CSP guide for GTM). */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  frame: ['https://www.googletagmanager.com'],
}

/** Monaco, the code editor of Payload's JSON and code fields, loads itself from jsDelivr (@monaco-editor/loader). */
const MONACO_CDN = 'https://cdn.jsdelivr.net'

const GRAPHIQL_CDN = 'https://unpkg.com'

/** The origin of a URL, or null when it is not an http(s) URL. */
function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const { origin, protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? origin : null
  } catch {
    return null
  }
}

function serialize(directives: Partial<Directives>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ')
}

/** Directives every HTML response shares, the site's and the back office's. */
function documentBase(options: CspOptions): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : [])],
    // Next's style tags and react-aria's positioning write inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // MapLibre starts its worker from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  }
}

/** The policy of the site's pages (every path but /api and /admin). */
export function siteCsp(options: CspOptions = {}): string {
  const d = documentBase(options)
  if (options.wasm) d['script-src'].push("'wasm-unsafe-eval'")
  const map = originOf(options.mapStyleUrl)
  if (map) {
    d['img-src'].push(map)
    d['connect-src'].push(map)
  }
  if (options.gtmId && isTagManagerId(options.gtmId)) {
    d['script-src'].push(...TAG_MANAGER.script)
    d['img-src'].push(...TAG_MANAGER.img)
    d['connect-src'].push(...TAG_MANAGER.connect)
    d['frame-src'].push(...TAG_MANAGER.frame)
  }
  return serialize(d)
}

/**
 * The back office (/admin, Payload): the site's policy without the site's third parties, plus the CDN its code
 * editor loads from. Staff only reach it signed in; it is never cached (deploy/nginx.conf).
 */
export function adminCsp(options: CspOptions = {}): string {
  const d = documentBase(options)
  d['script-src'].push(MONACO_CDN)
  d['style-src'].push(MONACO_CDN)
  d['font-src'].push(MONACO_CDN)
  d['media-src'].push('blob:')
  return serialize(d)
}

/**
 * API answers (JSON, CSV, redirects): nothing in them may load or run anything, should a browser ever render one
 * as a document.
 */
export function apiCsp(): string {
  return serialize({
    'default-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'none'"],
  })
}

/** GraphiQL, which graphql-yoga serves at /api/graphql outside production, loads itself and its workers from unpkg. */
export function graphiqlCsp(options: CspOptions = {}): string {
  const d = documentBase(options)
  for (const name of ['script-src', 'style-src', 'font-src', 'connect-src', 'worker-src'] as const) {
    d[name].push(GRAPHIQL_CDN)
  }
  return serialize(d)
}

/**
 * Files served through the API (media, private uploads, configurator PDFs): no script can run in them (an SVG or
 * HTML upload opened directly stays inert), but Chromium's PDF viewer works: it renders a PDF through an embed of
 * the file's own URL in a page styled inline, which object-src 'none' and a style-less policy would block
 * (crbug.com/271452).
 */
export function fileCsp(): string {
  return serialize({
    'default-src': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'unsafe-inline'"],
    'object-src': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'none'"],
  })
}

/** The options of the running environment (GTM_ID, MAP_STYLE_URL, NODE_ENV); empty values count as unset. */
export function cspOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CspOptions {
  return {
    gtmId: env.GTM_ID || undefined,
    mapStyleUrl: env.MAP_STYLE_URL || undefined,
    development: env.NODE_ENV === 'development',
  }
}
