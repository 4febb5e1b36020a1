/**
 * The reverse-proxy cache of deploy/nginx.conf, filled in and run in the foreground on a free port: shared by
 * `npm run bench`, `npm run lighthouse` and tests/int/cache-proxy.test.ts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { once } from 'node:events'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { coreCount, pinned } from './cpus'

export const NGINX_TEMPLATE = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url))

export interface NginxValues {
  /** `80`, `127.0.0.1:8080`…: plain HTTP that sends browsers to HTTPS (health checks excepted). */
  listen: string
  /** `443`, `127.0.0.1:8443`…: HTTPS with HTTP/2. */
  listenTls: string
  /** `127.0.0.1:8080`…: plain HTTP serving the whole site, for this host's own tools (loopback only). */
  listenLocal: string
  /** `127.0.0.1:8081`…: the compressing server between the cache and Next (loopback only). */
  listenCompress: string
  /** PEM files of the certificate (chain) and its key. */
  tlsCertificate: string
  tlsKey: string
  /** host:port of the Next server, or of each Next instance: the template's `server __UPSTREAM__` line is written once per address. */
  upstream: string | readonly string[]
  cacheDir: string
  tempDir: string
  logDir: string
  /** nginx's dynamic modules folder (`--modules-path`), where the brotli module is loaded from. */
  modulesDir: string
}

/** deploy/nginx.conf with its placeholders filled (comment lines are left as they are). */
export function fillNginxTemplate(values: NginxValues, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  const map: Record<string, string> = {
    __LISTEN__: values.listen,
    __LISTEN_TLS__: values.listenTls,
    __LISTEN_LOCAL__: values.listenLocal,
    __LISTEN_COMPRESS__: values.listenCompress,
    __TLS_CERT__: values.tlsCertificate,
    __TLS_KEY__: values.tlsKey,
    __CACHE_DIR__: values.cacheDir,
    __TEMP_DIR__: values.tempDir,
    __LOG_DIR__: values.logDir,
    __MODULES__: values.modulesDir,
  }
  const upstreams = typeof values.upstream === 'string' ? [values.upstream] : values.upstream
  if (upstreams.length === 0) throw new Error('nginx needs at least one upstream address')
  return template
    .split('\n')
    .flatMap((line) => {
      if (line.trimStart().startsWith('#')) return [line]
      // The upstream's `server` line, once per instance.
      const lines = line.includes('__UPSTREAM__') ? upstreams.map((u) => line.replaceAll('__UPSTREAM__', u)) : [line]
      return lines.map((one) => {
        const filled = one.replace(/__[A-Z_]+?__/g, (p) => map[p] ?? p)
        const left = filled.match(/__[A-Z_]+?__/)
        if (left) throw new Error(`unknown placeholder ${left[0]} in ${NGINX_TEMPLATE}`)
        return filled
      })
    })
    .join('\n')
}

/** The nginx executable, or an error saying how to install it. */
export function nginxBinary(): string {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']
  const found = candidates.find((c): c is string => !!c && existsSync(c))
  if (!found) {
    throw new Error(
      `nginx not found (looked in ${candidates.filter(Boolean).join(', ')}): install it with \`apt-get install -y nginx\` (or set NGINX_BIN).`,
    )
  }
  return found
}

const BROTLI_MODULE = 'ngx_http_brotli_filter_module.so'

/** The folder of nginx's dynamic modules, checked to hold the brotli module the configuration loads. */
export function nginxModulesDir(bin = nginxBinary()): string {
  const built = spawnSync(bin, ['-V'], { encoding: 'utf8' }).stderr.match(/--modules-path=(\S+)/)?.[1]
  const dir = process.env.NGINX_MODULES_DIR ?? built ?? '/usr/lib/nginx/modules'
  if (!existsSync(path.join(dir, BROTLI_MODULE))) {
    throw new Error(
      `nginx's brotli module is not in ${dir}: install it with \`apt-get install -y libnginx-mod-http-brotli-filter\` (or set NGINX_MODULES_DIR).`,
    )
  }
  return dir
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost (P-256, two days), written as PEM files with
 * Debian's `openssl`; returns the certificate.
 */
function selfSignedCertificate(certFile: string, keyFile: string): string {
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  args.push('-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=127.0.0.1')
  args.push('-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost')
  const made = spawnSync('openssl', args, { encoding: 'utf8' })
  if (made.error || made.status !== 0) {
    throw new Error(
      `openssl could not make a test certificate (${made.error?.message ?? made.stderr.trim()}): install it with \`apt-get install -y openssl\`.`,
    )
  }
  return readFileSync(certFile, 'utf8')
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Resolves once something accepts connections on the port; rejects if `child` exits first or after timeoutMs. */
export async function waitForPort(port: number, child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${child.spawnfile} exited (${child.exitCode ?? child.signalCode}) before listening on ${port}`)
    }
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      const done = (ok: boolean) => {
        socket.destroy()
        resolve(ok)
      }
      socket.once('connect', () => done(true)).once('error', () => done(false))
      socket.setTimeout(1000, () => done(false))
    })
    if (up) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`nothing listening on port ${port} after ${timeoutMs} ms`)
}

/** Stops a child process (SIGTERM, then SIGKILL after graceMs) and waits for it to exit. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

export interface RunningNginx {
  /** Plain HTTP/1.1 on the loopback listener: the whole site, as on HTTPS (the scheme apart). */
  url: string
  port: number
  /** Plain HTTP as the public reaches port 80: a 301 to HTTPS for everything but the health checks. */
  publicHttpUrl: string
  /** HTTPS with HTTP/2, as browsers reach the site in production, with a certificate made for this run. */
  tlsUrl: string
  /** That certificate (PEM), valid for 127.0.0.1: the CA a client trusts to reach `tlsUrl`. */
  certificate: string
  /** Base64 SHA-256 of its public key, for Chromium's `--ignore-certificate-errors-spki-list`. */
  certificateSpki: string
  /** The generated configuration file. */
  config: string
  /** Holds the configuration, cache, temp files, logs and pid file. */
  dir: string
  /** The nginx master process (its exit, other than through `stop`, is a crash). */
  process: ChildProcess
  /** Stops nginx (flushing its logs), then deletes `dir` unless keep is set. */
  stop(options?: { keep?: boolean }): Promise<void>
}

/**
 * Generates a configuration for `upstream` (host:port, or one per instance) in a fresh temp dir, checks it with
 * `nginx -t`, runs nginx. `port` fixes the loopback listener's port (`url`, e.g. `npm run cluster` on PORT); a free
 * one otherwise; `cpus` keeps nginx on those cores (scripts/lib/cpus.ts).
 */
export async function startNginx(
  upstream: string | readonly string[],
  options: { port?: number; cpus?: string } = {},
): Promise<RunningNginx> {
  const bin = nginxBinary()
  const modulesDir = nginxModulesDir(bin)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'facade-nginx-'))
  // Run as root, nginx workers drop to an unprivileged user that must reach the cache and temp dirs.
  chmodSync(dir, 0o755)
  const values: NginxValues = {
    listen: '',
    listenTls: '',
    listenLocal: '',
    listenCompress: '',
    tlsCertificate: path.join(dir, 'tls.crt'),
    tlsKey: path.join(dir, 'tls.key'),
    upstream,
    cacheDir: path.join(dir, 'cache'),
    tempDir: path.join(dir, 'temp'),
    logDir: path.join(dir, 'logs'),
    modulesDir,
  }
  for (const d of [values.cacheDir, values.tempDir, values.logDir]) mkdirSync(d)
  const certificate = selfSignedCertificate(values.tlsCertificate, values.tlsKey)
  const port = options.port || (await freePort())
  const tlsPort = await freePort()
  const publicPort = await freePort()
  values.listen = `127.0.0.1:${publicPort}`
  values.listenTls = `127.0.0.1:${tlsPort}`
  values.listenLocal = `127.0.0.1:${port}`
  values.listenCompress = `127.0.0.1:${await freePort()}`
  const config = path.join(dir, 'nginx.conf')
  // `worker_processes auto` counts the machine's cores, not those nginx may run on: pinned to one core, nginx 1.22
  // started two workers that took turns on it, while the baseline it is compared with is one process.
  const filled = fillNginxTemplate(values)
  writeFileSync(
    config,
    options.cpus ? filled.replace(/^worker_processes auto;$/m, `worker_processes ${coreCount(options.cpus)};`) : filled,
  )
  const args = ['-p', `${dir}/`, '-c', config, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`]

  const check = spawnSync(bin, ['-t', '-q', ...args], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t rejected ${config}:\n${check.stderr}`)
  const [command, commandArgs] = pinned(options.cpus, bin, args)
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'inherit', 'inherit'] })
  const stop = async (options: { keep?: boolean } = {}) => {
    await stopChild(child)
    if (!options.keep) rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForPort(port, child)
  } catch (error) {
    await stop({ keep: true })
    throw error
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    publicHttpUrl: `http://127.0.0.1:${publicPort}`,
    tlsUrl: `https://127.0.0.1:${tlsPort}`,
    certificate,
    certificateSpki: createHash('sha256')
      .update(new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64'),
    config,
    dir,
    process: child,
    stop,
  }
}
