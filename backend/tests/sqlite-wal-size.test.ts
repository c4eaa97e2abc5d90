import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, WAL_SIZE_LIMIT_BYTES } from '../src/db/connection.js';

describe('the SQLite write-ahead log', () => {
  it('shrinks back to its limit after a transaction larger than it, once checkpointed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-size-'));
    const file = path.join(dir, 'big.sqlite');
    const db = openDatabase(file);
    try {
      db.exec('CREATE TABLE blobs (id INTEGER PRIMARY KEY, data BLOB NOT NULL)');
      const insert = db.prepare('INSERT INTO blobs (data) VALUES (?)');
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const chunks = WAL_SIZE_LIMIT_BYTES / chunk.length + 16;
      db.transaction(() => {
        for (let index = 0; index < chunks; index++) insert.run(chunk);
      })();
      const wal = `${file}-wal`;
      expect(fs.statSync(wal).size).toBeGreaterThan(WAL_SIZE_LIMIT_BYTES);
      db.pragma('wal_checkpoint(PASSIVE)');
      // The next write starts the log over, and cuts the file down to the limit.
      db.prepare('DELETE FROM blobs WHERE id = 1').run();
      expect(fs.statSync(wal).size).toBeLessThanOrEqual(WAL_SIZE_LIMIT_BYTES);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
