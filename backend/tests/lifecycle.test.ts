import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-lifecycle-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startBackend(port: number): Started {
  let output = '';
  // As scripts/local-backend.mjs runs it: node with tsx's loader, so a signal reaches the backend alone.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'backend/src/main.ts')], {
    cwd: root,
    env: { ...process.env, BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir, BACKEND_LOG_LEVEL: 'info' },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`backend exited early:\n${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`backend never became healthy:\n${started.output()}`);
}

function tableCounts(): Record<string, number> {
  const db = new Database(path.join(dataDir, 'backend.sqlite'), { readonly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%'",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((table) => [table, db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number]),
    );
  } finally {
    db.close();
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('backend process', () => {
  it('creates, migrates and seeds an empty folder, then restarts without reseeding or losing rows', async () => {
    const port = await freePort();
    const first = startBackend(port);
    await waitForHealth(port, first);
    const storeCount = await (await fetch(`http://127.0.0.1:${port}/restapi/stores/totalCount`)).json();
    expect(storeCount).toBeGreaterThanOrEqual(15);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"seeded":["catalogue"');

    const before = tableCounts();
    expect(before.schema_migrations).toBeGreaterThan(0);
    const version = new Database(path.join(dataDir, 'backend.sqlite'), { readonly: true });
    expect(version.pragma('user_version', { simple: true })).toBe(before.schema_migrations);
    version.close();

    const second = startBackend(port);
    await waitForHealth(port, second);
    expect(await (await fetch(`http://127.0.0.1:${port}/restapi/stores/totalCount`)).json()).toBe(storeCount);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('"migrated":[],"seeded":[]');
    expect(tableCounts()).toEqual(before);
  }, 120_000);

  it('explains a port that is already in use instead of printing a stack trace', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', () => resolve()));
    try {
      const started = startBackend(port);
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(started.output()).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  }, 120_000);
});
