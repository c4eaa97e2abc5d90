import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/connection.js';
import { startWalCheckpointer, startWalCheckpointers } from '../src/db/wal-checkpoints/wal-checkpointer.js';

/**
 * The write-ahead log checkpointed on a thread of its own while the process's connections make no
 * checkpoint at their commits. What the database file holds is read from a copy of it alone.
 */
describe("SQLite's checkpoint thread", () => {
  let dir: string;
  let file: string;
  let db: Db;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
    file = path.join(dir, 'data.sqlite');
    db = openDatabase(file);
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    db.pragma('wal_checkpoint(TRUNCATE)');
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The notes the database file alone holds, without its log. */
  const notesInFile = (): number => {
    const copy = path.join(dir, `alone-${process.hrtime.bigint()}.sqlite`);
    fs.copyFileSync(file, copy);
    const alone = new Database(copy, { readonly: true });
    try {
      return (alone.prepare('SELECT COUNT(*) AS n FROM notes').get() as { n: number }).n;
    } finally {
      alone.close();
      fs.rmSync(copy, { force: true });
    }
  };
  /** The database file's size: in WAL mode only a checkpoint writes to it. */
  const fileSize = () => fs.statSync(file).size;
  const autocheckpoint = (connection: Db) => connection.pragma('wal_autocheckpoint', { simple: true });
  /** Rows enough to take the log past SQLite's 1,000 pages, where a commit would checkpoint it. */
  const writeNotes = (count: number) => {
    const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
    db.transaction(() => {
      for (let index = 0; index < count; index++) insert.run('x'.repeat(4_000));
    })();
  };

  it('copies committed pages into the database file, which the commits no longer do', async () => {
    const checkpointer = startWalCheckpointer(file, [db], { everyMs: 20 });
    try {
      expect(autocheckpoint(db)).toBe(0);
      const before = fileSize();
      writeNotes(1_200);
      // A copy of the file taken while a checkpoint writes it would be torn: its size, until then.
      await expect.poll(fileSize, { timeout: 30_000, interval: 20 }).toBeGreaterThan(before);
    } finally {
      await checkpointer.stop();
    }
    expect(notesInFile()).toBe(1_200);
    expect(autocheckpoint(db)).toBe(1_000);
  });

  it('checkpoints a log written without a pause once it has grown by its bound', async () => {
    // A tick of its own every 50 ms; a commit every few milliseconds: the writes never pause that long.
    const checkpointer = startWalCheckpointer(file, [db], { everyMs: 50, behindBytes: 256 * 1024 });
    try {
      await checkpointer.running;
      const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
      const before = fileSize();
      let written = 0;
      while (fileSize() === before && written < 20_000) {
        insert.run('x'.repeat(4_000));
        written++;
      }
      expect(fileSize()).toBeGreaterThan(before);
    } finally {
      await checkpointer.stop();
    }
  });

  it('makes a last checkpoint when stopped', async () => {
    const checkpointer = startWalCheckpointer(file, [db], { everyMs: 60_000 });
    // Taken before its first checkpoint was certain to find the rows: the stop's must.
    writeNotes(50);
    await checkpointer.stop();
    expect(notesInFile()).toBe(50);
  });

  it.each([
    ['once its thread runs', true],
    ['before its thread runs', false],
  ])(
    'keeps a process with nothing else to wait for alive for its last checkpoint, stopped %s',
    (_when, awaitRunning) => {
      const module = path.resolve(__dirname, '../src/db/wal-checkpoints/wal-checkpointer.ts');
      const connection = path.resolve(__dirname, '../src/db/connection.ts');
      const script = path.join(dir, 'stop-last.mts');
      fs.writeFileSync(
        script,
        `import { openDatabase } from ${JSON.stringify(connection)};
       import { startWalCheckpointer } from ${JSON.stringify(module)};
       const db = openDatabase(${JSON.stringify(file)});
       const checkpointer = startWalCheckpointer(${JSON.stringify(file)}, [db], { everyMs: 60_000 });
       ${awaitRunning ? 'await checkpointer.running;' : ''}
       db.prepare("INSERT INTO notes (text) VALUES ('from another process')").run();
       await checkpointer.stop();
       console.log('stopped');`,
      );
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        cwd: path.resolve(__dirname, '..'),
        encoding: 'utf8',
      });
      expect({ status: run.status, stdout: run.stdout.trim(), stderr: run.stderr }).toEqual({
        status: 0,
        stdout: 'stopped',
        stderr: '',
      });
      expect(notesInFile()).toBe(1);
    },
  );

  it('hands the checkpoints back to the commits when its thread fails', async () => {
    const failures: Error[] = [];
    const checkpointer = startWalCheckpointer(path.join(dir, 'missing', 'none.sqlite'), [db], {
      onFailure: (error) => failures.push(error),
    });
    await expect.poll(() => failures.length, { timeout: 30_000, interval: 20 }).toBe(1);
    expect(autocheckpoint(db)).toBe(1_000);
    await checkpointer.stop();
  });

  it("runs one thread per file, for all of that file's connections", async () => {
    const other = openDatabase(file);
    try {
      const checkpointers = startWalCheckpointers([
        [file, db],
        [path.join(dir, '.', 'data.sqlite'), other],
        [path.join(dir, 'unused.sqlite'), null],
      ]);
      expect(checkpointers).toHaveLength(1);
      expect([autocheckpoint(db), autocheckpoint(other)]).toEqual([0, 0]);
      await Promise.all(checkpointers.map((checkpointer) => checkpointer.stop()));
      expect([autocheckpoint(db), autocheckpoint(other)]).toEqual([1_000, 1_000]);
    } finally {
      other.close();
    }
  });
});
