import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, PAGE_SIZE_BYTES } from '../src/db/connection.js';
import { rewriteWithPageSize } from '../src/db/sqlite-pages.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-size-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A WAL file with 4 KB pages and a few thousand rows, as earlier versions made them. */
function fileOfEarlierVersion(): string {
  const file = path.join(dir, 'earlier.sqlite');
  const db = new Database(file);
  db.pragma('page_size = 4096');
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE offers (id INTEGER PRIMARY KEY, url TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO offers (url) VALUES (?)');
  db.transaction(() => {
    for (let index = 0; index < 5_000; index++) insert.run(`https://shop.example/p/${index}`);
  })();
  db.close();
  return file;
}

const pragmaOf = (file: string, name: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma(name, { simple: true });
  } finally {
    db.close();
  }
};

describe('the SQLite page size', () => {
  it('is 16 KB for a new file, in WAL mode', () => {
    const file = path.join(dir, 'new.sqlite');
    const db = openDatabase(file);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    db.close();
    expect(PAGE_SIZE_BYTES).toBe(16_384);
    expect(pragmaOf(file, 'page_size')).toBe(PAGE_SIZE_BYTES);
    expect(pragmaOf(file, 'journal_mode')).toBe('wal');
  });

  it('stays as it was for a file made before, when opened', () => {
    const file = fileOfEarlierVersion();
    const db = openDatabase(file);
    expect(db.prepare('SELECT COUNT(*) FROM offers').pluck().get()).toBe(5_000);
    db.close();
    expect(pragmaOf(file, 'page_size')).toBe(4096);
  });

  it('is rewritten to 16 KB with every row kept, and the file back in WAL mode', () => {
    const file = fileOfEarlierVersion();
    expect(rewriteWithPageSize(file)).toEqual({ before: 4096, after: PAGE_SIZE_BYTES });
    expect(pragmaOf(file, 'page_size')).toBe(PAGE_SIZE_BYTES);
    expect(pragmaOf(file, 'journal_mode')).toBe('wal');
    const db = openDatabase(file);
    expect(db.prepare('SELECT COUNT(*) FROM offers').pluck().get()).toBe(5_000);
    expect(db.prepare('SELECT url FROM offers WHERE id = 4321').pluck().get()).toBe('https://shop.example/p/4320');
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    // A second run finds nothing to do.
    expect(rewriteWithPageSize(file)).toEqual({ before: PAGE_SIZE_BYTES, after: PAGE_SIZE_BYTES });
  });

  it('is not rewritten while another connection has the file open, and says why', () => {
    const file = fileOfEarlierVersion();
    const service = openDatabase(file);
    try {
      service.prepare('SELECT COUNT(*) FROM offers').pluck().get();
      expect(() => rewriteWithPageSize(file)).toThrow(/open elsewhere \(the service\?\): stop what uses it/);
      expect(service.prepare('SELECT COUNT(*) FROM offers').pluck().get()).toBe(5_000);
      expect(service.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      service.close();
    }
    expect(pragmaOf(file, 'page_size')).toBe(4096);
  });
});
