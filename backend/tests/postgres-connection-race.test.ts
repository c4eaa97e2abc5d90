import net from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../src/db/postgres-database.js';

/** A PostgreSQL message: its type, its length (itself included) and its body. */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = message('Z', Buffer.from('I'));
const adminShutdown = message(
  'E',
  Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0'),
);

/**
 * A server that accepts a connection and, in the same packet, says it is ready and that it is
 * shutting down: what a PostgreSQL stopping as a new connection completes can send. The client
 * reads both in one go, before the pool has handed the connection to anyone.
 */
function shuttingDownServer(): Promise<net.Server> {
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      socket.write(Buffer.concat([authenticationOk, readyForQuery, adminShutdown]));
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a PostgreSQL connection the server ends as it opens', () => {
  let server: net.Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('fails the query that asked for it and reports the error, never ending the process', async () => {
    server = await shuttingDownServer();
    const { port } = server.address() as net.AddressInfo;
    const reported: Error[] = [];
    const db = openPostgresDatabase({
      url: `postgres://pricing@127.0.0.1:${port}/pricing`,
      poolSize: 1,
      statementTimeoutMs: 5_000,
      onIdleError: (error) => reported.push(error),
    });
    try {
      const failed = await sql`SELECT 1`.execute(db).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(Error);
      expect(reported.map((error) => error.message)).toContain('terminating connection due to administrator command');
    } finally {
      await db.destroy();
    }
  });
});
