import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { freePort, waitForUrl } from './support/processes';
import { startPricingDatabase } from './support/pricing-instances';

/** Whether something accepts connections on a loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** `npm run start:cluster` without its build step, in a process group of its own so whatever it leaves behind can be ended with it. */
function startCluster(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  return {
    child,
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.once('exit', resolve)),
    /** Ends the whole group at once, when the cluster is still running (a failed test). */
    endGroup: () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}

test('start:cluster stops on SIGTERM even when Redis cannot save its snapshot and refuses to stop', async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-start-cluster-'));
  const [portA, portB, redisPort] = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CLUSTER_SITE_PORTS: `${portA},${portB}`,
    CLUSTER_REDIS_PORT: String(redisPort),
    BACKEND_DATA_DIR: dataDir,
  };
  delete env.REDIS_URL;
  const cluster = startCluster(env);
  try {
    for (const port of [portA, portB]) {
      await waitForUrl(`http://127.0.0.1:${port}/favicon.ico`, 120_000, cluster.child, cluster.output);
    }
    // Redis saves a snapshot when it stops (`--save`); with its folder gone it cannot, and stays up.
    fs.rmSync(path.join(dataDir, 'redis'), { recursive: true, force: true });
    cluster.child.kill('SIGTERM');
    const stopped = await Promise.race([
      cluster.exited.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 90_000)),
    ]);
    expect(stopped, cluster.output()).toBe(true);
    expect(cluster.output()).toContain('redis-server did not stop within 10 s of SIGTERM; killing it.');
    for (const port of [portA, portB, redisPort]) expect(await listening(port), `port ${port}`).toBe(false);
  } finally {
    cluster.endGroup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('start:cluster with DATABASE_URL runs two pricing instances on one PostgreSQL, one behind each site instance', async () => {
  test.setTimeout(300_000);
  const database = await startPricingDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-start-cluster-pg-'));
  const [siteA, siteB, pricingA, pricingB, redisPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    CLUSTER_SITE_PORTS: `${siteA},${siteB}`,
    CLUSTER_PRICING_PORTS: `${pricingA},${pricingB}`,
    CLUSTER_REDIS_PORT: String(redisPort),
    BACKEND_DATA_DIR: dataDir,
  };
  // The content service stays the end-to-end backend the build was made for; pricing is the cluster's.
  delete env.REDIS_URL;
  delete env.PRICING_API_URL;
  const cluster = startCluster(env);
  const pricing = [pricingA, pricingB].map((port) => `http://127.0.0.1:${port}`);
  const sites = [siteA, siteB].map((port) => `http://127.0.0.1:${port}`);
  try {
    for (const url of sites) await waitForUrl(`${url}/favicon.ico`, 180_000, cluster.child, cluster.output);
    for (const url of pricing) expect((await fetch(`${url}/health`)).status, cluster.output()).toBe(200);

    // A price written through the second pricing instance is what the first one, and the site
    // instance in front of it, answer: the instances share the database and nothing else.
    const product = await (await fetch(`${pricing[0]}/restapi/products/7`)).json();
    const storeId: number = product.offers[0].store.id;
    const written = await fetch(`${pricing[1]}/restapi/admin/products/7/offers/${storeId}`, {
      method: 'PUT',
      headers: { authorization: 'Bearer local-pricing-admin', 'content-type': 'application/json' },
      body: JSON.stringify({ price: 12.34, shippingcost: 0, instock: true, priceoriginal: null }),
    });
    expect(written.status, await written.text()).toBe(200);
    const priceThrough = async (base: string) => {
      const offers: { price: number; store: { id: number } }[] = (
        await (await fetch(`${base}/restapi/products/7/`)).json()
      ).offers;
      return offers.find((offer) => offer.store.id === storeId)?.price;
    };
    expect(await priceThrough(pricing[0]!)).toBe(12.34);
    expect(await priceThrough(sites[0]!)).toBe(12.34);
    expect(await priceThrough(sites[1]!)).toBe(12.34);
    for (const url of sites) {
      const listing = await fetch(`${url}/cl/x-1/`);
      expect(listing.status, url).toBe(200);
    }

    cluster.child.kill('SIGTERM');
    await cluster.exited;
    for (const port of [siteA, siteB, pricingA, pricingB, redisPort]) {
      expect(await listening(port), `port ${port}`).toBe(false);
    }
  } finally {
    cluster.endGroup();
    fs.rmSync(dataDir, { recursive: true, force: true });
    database.server.remove();
  }
});
