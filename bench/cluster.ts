/**
 * Two product servers behind Debian's nginx on 127.0.0.1, on one PostgreSQL, one S3-compatible
 * store (s3rver) and one SMTP server (the tests' sink), the way this product outgrows one machine.
 * It checks, printing each: a token signed in on one server works on the other; a file uploaded
 * through one downloads through the other; a scheduled report falling due while both start is
 * mailed once; a mixed load through nginx loses no acknowledged write and fails no request while
 * one server is taken out of nginx (a reload) and stopped (SIGTERM: drain, close) halfway; nginx's request id is in nginx's log and the server's; /metrics
 * answers on each server and not through nginx.
 *
 *   apt-get install -y nginx-light        # Debian's nginx (nginx-light or nginx)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55450/fd_cluster npx tsx cluster.ts
 *   BENCH_SECONDS=20 BENCH_CLIENTS=16 …    # the load's length and its concurrent clients
 *
 * Give it an empty database: the servers migrate it and make the admin. Exits 1 when a check fails.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startS3rver } from '../apps/server/src/test/s3rver';
import { startSmtpSink } from '../apps/server/src/test/smtpSink';
import {
  nginxConfig,
  reloadNginx,
  type Server,
  startNginx,
  startServer,
  stopServer,
  until200,
} from './cluster/processes';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to an empty PostgreSQL database.');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const [NGINX, PORT_A, PORT_B] = [3520, 3521, 3522];
const door = `http://127.0.0.1:${NGINX}`;

const failures: string[] = [];
function check(name: string, ok: boolean, detail: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  if (!ok) failures.push(name);
}

let token = '';
async function call(base: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-requested-with': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json: json as Record<string, unknown> & { id: number }, headers: res.headers };
}

const s3 = await startS3rver('freightdesk-cluster');
const smtp = await startSmtpSink();
const nginxDir = await mkdtemp(join(tmpdir(), 'freightdesk-nginx-'));
const env = {
  DATABASE_URL: url,
  JWT_SECRET: randomBytes(32).toString('hex'),
  S3_BUCKET: s3.settings.bucket,
  S3_ENDPOINT: s3.settings.endpoint!,
  S3_REGION: s3.settings.region,
  S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
  S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
  S3_FORCE_PATH_STYLE: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  DEMO_DATA: 'false',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'loopback',
  SHUTDOWN_DRAIN_SECONDS: '2',
  PUBLIC_URL: door,
};
const servers: Server[] = [];
const start = async (name: string, port: number) => {
  const s = startServer(name, port, env);
  await until200(`${s.url}/api/health/ready`, 120_000);
  return s;
};
let nginx: ReturnType<typeof startNginx> | undefined;
try {
  // Both at once, as after a deploy: one migrates while the other waits on the lock.
  let [a, b] = await Promise.all([start('A', PORT_A), start('B', PORT_B)]);
  servers.push(a!, b!);
  nginx = startNginx(nginxDir, nginxConfig(nginxDir, NGINX, [PORT_A, PORT_B]));
  await until200(`${door}/api/health/ready`);

  // A token signed by one server works on the other (one JWT_SECRET).
  const signIn = await fetch(`${a!.url}/api/account/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: process.env.ADMIN_PASSWORD ?? 'Admin@123' }),
  });
  token = ((await signIn.json()) as { token: string }).token;
  const me = await call(b!.url, 'GET', '/api/account/me');
  check('a token from A works on B', me.status === 200, `GET /api/account/me on B answered ${me.status}`);
  const adminId = Number(me.json.id ?? 1);

  // A project to hang a file and the load on, made through the door.
  const company = async (typeId: number) =>
    (await call(door, 'POST', '/api/client', { name: `Cluster ${typeId} ${Date.now()}`, typeId })).json.id;
  const statuses = (await call(door, 'GET', '/api/projectStatus')).json as unknown as { id: number; name: string }[];
  const project = await call(door, 'POST', '/api/project', {
    name: `Cluster ${Date.now()}`,
    customerId: await company(1),
    jobSiteId: await company(3),
    statusId: statuses.find((s) => s.name === 'Active')!.id,
  });

  // A file uploaded through A downloads through B, byte for byte (the store is shared).
  // A packing list (CSV) of 4,000 lines: the store keeps its bytes as they came.
  const csv = [
    'item,description,quantity',
    ...Array.from({ length: 4000 }, (_, i) => `CH-${i},${randomBytes(12).toString('hex')},${i % 50}`),
  ];
  const bytes = Buffer.from(`${csv.join('\n')}\n`);
  const form = new FormData();
  form.set('projectId', String(project.json.id));
  form.set('transactionType', 'Project');
  form.set('folderName', '');
  form.set('file', new Blob([bytes], { type: 'text/csv' }), 'packing-list.csv');
  const uploaded = await fetch(`${a!.url}/api/file/uploadFiles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    body: form,
  });
  const answer = (await uploaded.json()) as { blobName: string }[] | { message: string };
  if (!Array.isArray(answer)) throw new Error(`upload through A: ${uploaded.status} ${answer.message}`);
  const [record] = answer;
  const query = new URLSearchParams({
    blobName: record!.blobName,
    projectId: String(project.json.id),
    transactionType: 'Project',
  });
  const downloaded = await fetch(`${b!.url}/api/file/downloadFiles?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  const same = Buffer.from(await downloaded.arrayBuffer()).equals(bytes);
  check('a file uploaded through A downloads through B', uploaded.status === 201 && same, `${bytes.length} bytes`);

  // A scheduled report falls due; both servers restart at once and race for it: mailed once.
  const schedule = await call(door, 'POST', '/api/reports/schedules', {
    report: 'inventoryOnHand',
    name: `Cluster check ${Date.now()}`,
    format: 'xlsx',
    cadence: 'weekly',
    recipientIds: [adminId],
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`update report_schedules set next_run_at = now() - interval '1 second' where id = $1`, [
    schedule.json.id,
  ]);
  await Promise.all(servers.splice(0).map(stopServer));
  [a, b] = await Promise.all([start('A', PORT_A), start('B', PORT_B)]);
  servers.push(a!, b!);
  const name = String(schedule.json.name);
  await smtp.waitFor((m) => m.data.includes(name), 30_000).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 3000));
  const mailed = smtp.messages.filter((m) => m.data.includes(name)).length;
  const [row] = (
    await db.query('select last_sent_at, next_run_at > now() as ahead from report_schedules where id = $1', [
      schedule.json.id,
    ])
  ).rows;
  check(
    'a due report is mailed once by two servers',
    mailed === 1 && row.ahead,
    `${mailed} mail(s); next run moved on: ${row.ahead}`,
  );

  // The mixed load through the door; B is stopped halfway (drained, then closed).
  const acked: { id: number; name: string }[] = [];
  const byStatus = new Map<number, number>();
  const failedRequests: string[] = [];
  const latencies: number[] = [];
  const began = Date.now();
  const deadline = began + seconds * 1000;
  // A rolling restart's step, as the README says: out of nginx first, then SIGTERM (drain, close).
  const stopping = setTimeout(
    async () => {
      await reloadNginx(nginx!, nginxDir, nginxConfig(nginxDir, NGINX, [PORT_A, PORT_B], [PORT_B]));
      await stopServer(b!);
    },
    (seconds * 1000) / 2,
  );
  const worker = async (w: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const t0 = performance.now();
      let status = 0;
      try {
        if (i % 4 === 0) {
          const vendor = `Vendor ${w}-${i}-${Date.now().toString(36)}`;
          const made = await call(door, 'POST', '/api/client', { name: vendor, typeId: 2 });
          status = made.status;
          if (status === 201) acked.push({ id: made.json.id, name: vendor });
        } else if (i % 4 === 1 && acked.length) {
          status = (await call(door, 'GET', `/api/client/${acked[acked.length - 1]!.id}`)).status;
        } else if (i % 4 === 2) {
          status = (await call(door, 'GET', `/api/project/${project.json.id}`)).status;
        } else {
          status = (await call(door, 'POST', '/api/reports/run', { report: 'inventoryOnHand' })).status;
        }
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - t0);
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      if (status >= 500 || status < 0)
        failedRequests.push(
          `${status} on ${['create', 'read', 'project', 'report'][i % 4]} at ${((Date.now() - began) / 1000).toFixed(1)} s`,
        );
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
  clearTimeout(stopping);
  const elapsed = (Date.now() - began) / 1000;
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const requests = latencies.length;
  const statusLine = [...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(
    `\nLoad through nginx: ${clients} clients, ${elapsed.toFixed(1)} s, ${requests} requests, ` +
      `${(requests / elapsed).toFixed(0)} req/s, p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, ` +
      `p99 ${pct(99).toFixed(1)} ms; by status: ${statusLine}\n`,
  );
  const failed = [...byStatus].filter(([s]) => s >= 500 || s < 0).reduce((n, [, c]) => n + c, 0);
  check('no request failed while B was stopped', failed === 0, `${failed} answered 5xx or not at all`);
  if (failed) {
    console.log(`  ${failedRequests.join('\n  ')}`);
    console.log((await readFile(join(nginxDir, 'error.log'), 'utf8')).split('\n').slice(-12).join('\n'));
  }

  // Every acknowledged create is there, read through B started again (the database is shared).
  servers.splice(servers.indexOf(b!), 1);
  b = await start('B', PORT_B);
  servers.push(b);
  await reloadNginx(nginx, nginxDir, nginxConfig(nginxDir, NGINX, [PORT_A, PORT_B]));
  let missing = 0;
  for (const made of acked) {
    const read = await call(b.url, 'GET', `/api/client/${made.id}`);
    if (read.status !== 200 || read.json.name !== made.name) missing++;
  }
  check('no acknowledged write lost', missing === 0, `${acked.length} vendors created, ${missing} missing`);

  // One request id through nginx and the server that answered it.
  const traced = await fetch(`${door}/api/health/live`);
  const requestId = traced.headers.get('x-request-id') ?? '';
  await new Promise((r) => setTimeout(r, 500));
  const inNginx = (await readFile(join(nginxDir, 'access.log'), 'utf8')).includes(`"requestId":"${requestId}"`);
  const inServer = servers.some((s) => s.lines.some((l) => l.includes(`"requestId":"${requestId}"`)));
  check(
    'nginx’s request id is in its log and the server’s',
    /^[0-9a-f]{32}$/.test(requestId) && inNginx && inServer,
    requestId,
  );

  // Metrics: each server answers its own machine; the door keeps them inside.
  const outside = await fetch(`${door}/metrics`);
  const inside = await fetch(`${a!.url}/metrics`);
  const text = await inside.text();
  check(
    'metrics on each server, not through nginx',
    outside.status === 404 && inside.status === 200 && text.includes('freightdesk_db_pool_connections'),
    `door ${outside.status}, server A ${inside.status}`,
  );
  await db.end();
} finally {
  nginx?.kill('SIGQUIT');
  await Promise.all(servers.map(stopServer));
  await smtp.stop();
  await s3.stop();
  await rm(nginxDir, { recursive: true, force: true });
}
console.log(failures.length ? `\n${failures.length} check(s) failed: ${failures.join('; ')}` : '\nEvery check passed.');
process.exit(failures.length ? 1 : 0);
