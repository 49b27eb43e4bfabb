/**
 * Renders deploy/nginx/zeedijk.conf for an unprivileged nginx (tests, the bench): the same site block, with
 * the ports, the cache folder and nginx's working paths moved into a folder of the caller's, wrapped in the
 * few top-level lines Debian's /etc/nginx/nginx.conf otherwise provides.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const SITE = path.join(import.meta.dirname, '..', '..', 'deploy', 'nginx', 'zeedijk.conf')

/**
 * listenHost (default 127.0.0.1): another loopback address lets a test listen on port 80 as production does, so
 * a browser's Origin has no port and matches the Host nginx passes on ($host, without the port), which is what
 * Next.js's Server Actions check (a form posted to nginx on another port is refused as cross-origin).
 * @param {{ listenPort: number; listenHost?: string; upstreamPorts: number[]; workDir: string }} options
 * @returns {string} a whole nginx.conf
 */
export function renderNginxConfig({ listenPort, listenHost = '127.0.0.1', upstreamPorts, workDir }) {
  let site = readFileSync(SITE, 'utf8')
  const replace = (from, to) => {
    if (!site.includes(from)) throw new Error(`deploy/nginx/zeedijk.conf no longer contains "${from}"`)
    site = site.replace(from, to)
  }
  replace('/var/cache/nginx/zeedijk', path.join(workDir, 'cache'))
  replace(
    '    server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;\n    server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;\n',
    upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\n`).join(''),
  )
  replace('listen 80;', `listen ${listenHost}:${listenPort};`)
  const temp = (name) => `${name}_temp_path ${path.join(workDir, `${name}-temp`)};`
  return `worker_processes 1;
pid ${path.join(workDir, 'nginx.pid')};
error_log ${path.join(workDir, 'error.log')} warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
${site}
}
`
}

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx'

/**
 * Starts nginx in the foreground with the rendered config and waits until it answers.
 * @param {{ listenPort: number; listenHost?: string; upstreamPorts: number[]; workDir: string }} options
 * @returns {Promise<{ stop: () => Promise<void>; errorLog: () => string }>}
 */
export async function startNginx(options) {
  const { chmodSync, existsSync, mkdirSync, writeFileSync } = await import('node:fs')
  const { spawn } = await import('node:child_process')
  const net = await import('node:net')
  if (!existsSync(NGINX_BINARY)) throw new Error(`nginx is not installed at ${NGINX_BINARY} (Debian: apt-get install -y nginx)`)
  mkdirSync(options.workDir, { recursive: true })
  // Started as root, nginx's workers run as another user (nobody), who must reach the cache and temp folders.
  chmodSync(options.workDir, 0o755)
  const file = path.join(options.workDir, 'nginx.conf')
  writeFileSync(file, renderNginxConfig(options))
  const child = spawn(NGINX_BINARY, ['-p', options.workDir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  // nginx would outlive a test or bench that crashes, keeping its port.
  const stopWithUs = () => child.kill('SIGTERM')
  process.once('exit', stopWithUs)
  const errorLog = () => {
    try {
      return readFileSync(path.join(options.workDir, 'error.log'), 'utf8')
    } catch {
      return ''
    }
  }
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start (exit ${child.exitCode}):\n${errorLog()}`)
    const open = await new Promise((resolve) => {
      const socket = net.connect(options.listenPort, options.listenHost ?? '127.0.0.1', () => resolve(socket.end() && true)).once('error', () => resolve(false))
    })
    if (open) break
    if (attempt > 100) throw new Error(`nginx did not listen on ${options.listenPort}:\n${errorLog()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    errorLog,
    stop: async () => {
      process.off('exit', stopWithUs)
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
    },
  }
}
