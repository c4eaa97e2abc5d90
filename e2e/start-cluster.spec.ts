import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { freePort, waitForUrl } from './support/processes';

/** Whether something accepts connections on a loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
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
  // Its own process group, so whatever it leaves behind can be ended with it.
  const cluster = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [cluster.stdout, cluster.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => cluster.once('exit', resolve));
  try {
    for (const port of [portA, portB]) {
      await waitForUrl(`http://127.0.0.1:${port}/favicon.ico`, 120_000, cluster, () => output);
    }
    // Redis saves a snapshot when it stops (`--save`); with its folder gone it cannot, and stays up.
    fs.rmSync(path.join(dataDir, 'redis'), { recursive: true, force: true });
    cluster.kill('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 90_000)),
    ]);
    expect(stopped, output).toBe(true);
    expect(output).toContain('redis-server did not stop within 10 s of SIGTERM; killing it.');
    for (const port of [portA, portB, redisPort]) expect(await listening(port), `port ${port}`).toBe(false);
  } finally {
    if (cluster.exitCode === null && cluster.signalCode === null) process.kill(-cluster.pid!, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
