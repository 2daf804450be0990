import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..', '..');

/** A product server in a process of its own (`apps/server/src/main.ts`), its JSON log lines kept. */
export interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  /** Every line it wrote (Fastify's JSON log lines, and its start message). */
  lines: string[];
  url: string;
}

export function startServer(name: string, port: number, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => lines.push(line));
  }
  return { name, port, child, lines, url: `http://127.0.0.1:${port}` };
}

/** Waits until GET `path` answers 200, or fails after `ms`. */
export async function until200(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    if (Date.now() > end) throw new Error(`${url} did not answer 200 within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops a server as a supervisor would (SIGTERM: readiness 503, drain, close) and waits for its exit. */
export function stopServer(server: Server): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

/**
 * The nginx configuration the README's "Running in production" shows, as tested here: the servers
 * as one upstream, nginx's request id passed on and logged, /metrics kept inside, and a request
 * that found a server gone (refused, reset) tried on the next.
 */
export function nginxConfig(dir: string, listen: number, upstreams: number[], down: number[] = []): string {
  const servers = upstreams
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${down.includes(p) ? ' down' : ''};`)
    .join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format freightdesk escape=json '{"time":"$time_iso8601","requestId":"$request_id",'
    '"method":"$request_method","uri":"$request_uri","status":$status,'
    '"upstream":"$upstream_addr","seconds":$request_time}';
  access_log ${dir}/access.log freightdesk;
  upstream freightdesk {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 30m;
    # What Prometheus scrapes is read from each server directly, never through the public door.
    location = /metrics { return 404; }
    location / {
      proxy_pass http://freightdesk;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A server that is gone (refused, reset) before it answered: the next one is asked. A POST
      # that reached a server is never sent twice (non_idempotent is not set).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

/**
 * Takes a server out of nginx before it is stopped: the configuration with it `down`, reloaded
 * (SIGHUP: new workers take new requests; the old ones finish theirs, to any server).
 */
export async function reloadNginx(nginx: ChildProcess, dir: string, config: string) {
  writeFileSync(join(dir, 'nginx.conf'), config);
  nginx.kill('SIGHUP');
  await new Promise((r) => setTimeout(r, 1000));
}

/** Debian's nginx on the configuration, in the foreground (as root, its workers too). */
export function startNginx(dir: string, config: string): ChildProcess {
  writeFileSync(join(dir, 'nginx.conf'), config);
  return spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off; user root;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
