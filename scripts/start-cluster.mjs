#!/usr/bin/env node
// `npm run start:cluster`: the production build as two instances of the site (ports 3001 and
// 3002, or CLUSTER_SITE_PORTS) sharing one Redis for their cached pages, and the local backend
// (unless backend URLs are configured) shared by both; with DATABASE_URL the pricing service runs
// as two instances on that PostgreSQL (ports 4001 and 4002, or CLUSTER_PRICING_PORTS), each site
// instance talking to one, beside the content service. Without REDIS_URL it starts redis-server
// from the PATH on a loopback port with its data in .data/redis/ (under BACKEND_DATA_DIR when set).
// Ctrl-C or SIGTERM stops everything: each process gets STOP_GRACE_MS to stop, then is killed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { ensureLocalBackend, ensureLocalPricingCluster, root } from './local-backend.mjs';
import { onPath } from './test-prerequisites.mjs';

const sitePorts = (process.env.CLUSTER_SITE_PORTS || '3001,3002').split(',').map(Number);
if (sitePorts.length < 2 || sitePorts.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
  console.error(
    `CLUSTER_SITE_PORTS must list two or more ports, like 3001,3002 (got "${process.env.CLUSTER_SITE_PORTS}").`,
  );
  process.exit(2);
}

const pricingPorts = (process.env.CLUSTER_PRICING_PORTS || '4001,4002').split(',').map(Number);
if (pricingPorts.length < 1 || pricingPorts.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
  console.error(
    `CLUSTER_PRICING_PORTS must list one or more ports, like 4001,4002 (got "${process.env.CLUSTER_PRICING_PORTS}").`,
  );
  process.exit(2);
}

/**
 * How long a process may take to stop before it is killed. A redis-server that cannot write its
 * snapshot on shutdown (its folder removed, a full disk) refuses SIGTERM and would hold the stop forever.
 */
const STOP_GRACE_MS = 10_000;

/** @type {{ child: import('node:child_process').ChildProcess, name: string }[]} */
const children = [];
let stopping = false;

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM, then SIGKILL once the grace period is over; resolves when the process has exited. */
function stopChild({ child, name }) {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      console.error(`${name} did not stop within ${STOP_GRACE_MS / 1000} s of SIGTERM; killing it.`);
      child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // The sites and the backend first, so none writes to a Redis that is already gone.
  const isRedis = ({ name }) => name === 'redis-server';
  await Promise.all(children.filter((entry) => !isRedis(entry)).map(stopChild));
  await Promise.all(children.filter(isRedis).map(stopChild));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

function watch(child, name) {
  children.push({ child, name });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${name} stopped (code ${code}); stopping the cluster.`);
    stopAll(code || 1);
  });
  return child;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    for (const event of ['error', 'timeout']) socket.once(event, () => (socket.destroy(), resolve(false)));
  });
}

/** redis-server from the PATH on a loopback port, its data kept in .data/redis/ between runs. */
async function startRedis() {
  const binary = onPath('redis-server');
  if (!binary) {
    console.error(
      'start:cluster needs redis-server on the PATH (or REDIS_URL pointing at a Redis).\n' +
        'Install it with: apt-get install -y redis-server (Debian/Ubuntu), brew install redis (macOS).',
    );
    process.exit(1);
  }
  const port = Number(process.env.CLUSTER_REDIS_PORT) || (await freePort());
  const dir = path.join(path.resolve(root, process.env.BACKEND_DATA_DIR || '.data'), 'redis');
  fs.mkdirSync(dir, { recursive: true });
  const redis = watch(
    spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '60 1',
        '--appendonly',
        'no',
        // Bounded like a production cache: the least recently used pages leave first.
        '--maxmemory',
        '256mb',
        '--maxmemory-policy',
        'allkeys-lru',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    ),
    'redis-server',
  );
  for (let attempt = 0; !(await answersPing(port)); attempt++) {
    if (redis.exitCode !== null || attempt > 100) {
      console.error(`redis-server did not start on 127.0.0.1:${port}.`);
      stopAll(1);
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`Redis ready at 127.0.0.1:${port} (data in ${path.relative(root, dir) || dir}/).`);
  return `redis://127.0.0.1:${port}`;
}

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first (npm run start:cluster does).');
  process.exit(1);
}
// The backend's change notifications go to the first instance, as a webhook reaches one instance
// behind a load balancer; the shared cache brings the fresh page to the others.
const pricingCluster = await ensureLocalPricingCluster({ sitePort: sitePorts[0], pricingPorts });
for (const { child, name } of pricingCluster?.processes ?? []) watch(child, name);
if (!pricingCluster) {
  const backend = await ensureLocalBackend({ sitePort: sitePorts[0] });
  if (backend) watch(backend, 'The local backend');
}
process.env.REDIS_URL ||= (await startRedis()) ?? '';
process.env.NEXT_TELEMETRY_DISABLED ||= '1';

sitePorts.forEach((port, index) => {
  // On PostgreSQL each site instance talks to a pricing instance of its own, as one behind a load
  // balancer would reach any of them: both serve the same data.
  const pricingUrl = pricingCluster?.pricingUrls[index % pricingCluster.pricingUrls.length];
  watch(
    spawn(process.execPath, [path.join(root, 'scripts', 'site-server.mjs'), '-p', String(port)], {
      cwd: root,
      env: pricingUrl ? { ...process.env, PRICING_API_URL: pricingUrl } : process.env,
      stdio: 'inherit',
    }),
    `The instance on port ${port}`,
  );
});
console.log(
  `Pricewise runs as ${sitePorts.length} instances: ${sitePorts.map((port) => `http://localhost:${port}`).join(', ')}.`,
);
