import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { adminCsp, apiCsp, cspOptionsFromEnv, fileCsp, graphiqlCsp, siteCsp } from './src/lib/csp'
import { PRIVATE_PAGE_HEADERS } from './src/lib/private-pages'

// The catalogues (messages/*.json) are compiled at build time: pages ship ready-made messages and no ICU
// parser (about 12 KB of gzipped script on every page), and formatting a message does no parsing.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})

// Geolocation stays for the directory's "near me"; nothing uses the camera, the microphone or payments.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()' },
]

// Content-Security-Policy per kind of response (src/lib/csp.ts). Next evaluates headers() at build time, so the
// origins are those of the build's environment (GTM_ID, MAP_STYLE_URL).
const cspOptions = cspOptionsFromEnv()
const csp = (value: string) => [{ key: 'Content-Security-Policy', value }]
const FILE_PATHS = ['/api/:collection/file/:path*', '/api/uploads/:path*', '/api/configurator/documents/:path*']

/** The visualiser's pages (src/i18n/routing.ts, '/visualiser'), and what may come under them. */
const VISUALISER_PATHS = ['/fr/visualiseur-facade/:path*', '/nl/gevelvisualisatie/:path*']

const PAGE_CACHE = { key: 'Cache-Control', value: 'public, s-maxage=300, stale-while-revalidate=86400' }

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never invalidate the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // ETags come from the production server (scripts/etags.js): Next's own hash is a JavaScript loop over each character of
  // every cached page it sends, a quarter of the CPU time such a page costs (docs/performance.md).
  generateEtags: false,
  // Compression is the proxy's work (deploy/nginx.conf): it compresses a page once per encoding and keeps the copy,
  // with brotli, and asks Next for the plain body. Next compressing every answer cost about a tenth of the server's
  // CPU under load straight to it (docs/performance.md), for bytes that travel over loopback to nginx.
  compress: false,
  // pdfkit loads its fonts at run time through package subpath imports; bundling it would lose them. libheif-js
  // (HEIC photos) loads its WebAssembly from its own folder. prom-client: one registry per process, the one
  // scripts/server.js counts HTTP requests in (a bundled copy would hold its own, src/lib/metrics.ts).
  serverExternalPackages: ['pdfkit', 'heic-decode', 'libheif-js', 'prom-client'],
  // `npm test` type-checks the whole project once; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // How long a shared cache may serve a stale page while it revalidates in the background.
  expireTime: 86_400,
  // Nothing uses next/image: Payload stores and serves the sizes pages show. The optimizer stays off, so its endpoint
  // answers 404 instead of encoding, outside every cache, whatever image address and width a client makes up.
  images: { unoptimized: true },
  experimental: { cssChunking: 'graph' },
  // Next's cache goes through cache-handler.mjs: in Redis with REDIS_URL, shared by every instance, else on disk;
  // pages rendered as not found are never kept. Next reads this file again when the server starts, so the running
  // server's environment decides. With Redis, no per-process copy in front of it.
  cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'),
  ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
  async headers() {
    return [
      { source: '/:path*', headers: [...securityHeaders, ...csp(siteCsp(cspOptions))] },
      // The visualiser decodes a HEIC photo with WebAssembly in browsers that cannot (src/components/visualiser/heic.ts).
      ...VISUALISER_PATHS.map((source) => ({ source, headers: csp(siteCsp({ ...cspOptions, wasm: true })) })),
      // When two rules set the same header, the later one wins: API, then files, then the back office.
      { source: '/api/:path*', headers: csp(apiCsp()) },
      ...FILE_PATHS.map((source) => ({ source, headers: csp(fileCsp()) })),
      ...(cspOptions.development ? [{ source: '/api/graphql', headers: csp(graphiqlCsp(cspOptions)) }] : []),
      { source: '/admin', headers: csp(adminCsp(cspOptions)) },
      { source: '/admin/:path*', headers: csp(adminCsp(cspOptions)) },
      // Site pages are the same for every visitor (personal parts are filled in the browser), so a shared
      // cache may keep them 5 minutes and serve them stale for a day while it refreshes them.
      { source: '/:locale(fr|nl)', headers: [PAGE_CACHE] },
      { source: '/:locale(fr|nl)/:path*', headers: [PAGE_CACHE] },
      // The dashboard is personal (the server reads the session), and staff's preview shows unpublished content:
      // never kept by a shared cache. Last, so it wins.
      // The client's follow-up page (issue 24) is theirs alone, under each of its spellings.
      ...[
        '/fr/tableau-de-bord',
        '/nl/dashboard',
        '/fr/dashboard',
        '/:locale(fr|nl)/preview/:path*',
        '/fr/mes-demandes/:path*',
        '/nl/mijn-aanvragen/:path*',
        '/:locale(fr|nl)/follow-up/:path*',
      ].map((source) => ({
        source,
        headers: Object.entries(PRIVATE_PAGE_HEADERS).map(([key, value]) => ({ key, value })),
      })),
    ]
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// withPayload asks every path for the colour-scheme client hint (Accept-CH, Critical-CH, Vary). Only the admin
// uses it; on site pages Critical-CH makes Chromium fetch each first page twice and Vary splits the shared cache.
const withPayloadHeaders = config.headers
config.headers = async () =>
  ((await withPayloadHeaders?.()) ?? []).map((rule) =>
    rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
