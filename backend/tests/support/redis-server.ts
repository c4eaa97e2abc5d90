import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestRedis {
  url: string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    for (const event of ['error', 'timeout']) socket.once(event, () => (socket.destroy(), resolve(false)));
  });

/** The redis-server binary: the run names it (the root's vitest setup finds or installs it, as `npm test` does). */
function redisServerBinary(): string {
  const binary = process.env.PRICEWISE_REDIS_SERVER;
  if (!binary)
    throw new Error('PRICEWISE_REDIS_SERVER is not set: name a redis-server binary (npm test finds or installs one)');
  return binary;
}

/** A real redis-server on a loopback port, keeping nothing on disk. */
export async function startTestRedis(): Promise<TestRedis> {
  const binary = redisServerBinary();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
  const child = spawn(binary, args, { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
