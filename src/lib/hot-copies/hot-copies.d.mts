export declare const HOT_COPY_LIFETIME_MS: number;
export declare const HOT_COPIES_MAX_BYTES: number;
export declare const HOT_COPY_MAX_ENTRY_BYTES: number;

export interface HotCopy {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
}

export declare class HotCopies {
  constructor(options?: { maxBytes?: number; lifetimeMs?: number; now?: () => number });
  readonly bytes: number;
  readonly size: number;
  get(key: string): HotCopy | undefined;
  set(key: string, answer: { status?: number; headers: Record<string, string | string[]>; body: Buffer }): void;
  delete(key: string): void;
  clear(): void;
}

export declare function hotCopyKey(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): string | null;

export declare function isCopyableAnswer(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
): boolean;
