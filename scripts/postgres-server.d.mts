export function findPostgresBin(): string | null;
export function freePort(): Promise<number>;

export interface PostgresServer {
  port: number;
  url(database?: string): string;
  log(): string;
  stop(): void;
  start(): void;
  remove(): void;
}

export function startPostgres(options?: {
  port?: number;
  fast?: boolean;
  settings?: Record<string, string>;
  dir?: string;
}): Promise<PostgresServer>;
