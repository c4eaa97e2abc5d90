export declare const root: string;
export declare function freePort(): Promise<number>;
export declare function ensureBuild(options?: { build?: boolean }): void;

export interface BenchSite {
  url: string;
  backendUrl: string;
  /** The Next server's pid (for CPU and RSS), or null when it could not be found. */
  pid: number | null;
  stop: () => Promise<void>;
}

export declare function startSite(options?: { env?: Record<string, string> }): Promise<BenchSite>;
export declare function listenerPid(port: number): number | null;
export declare function samplePages(url: string): Promise<{
  home: string;
  category: string | null;
  product: string;
  guide: string | undefined;
  review: string | undefined;
  deals: string;
}>;
export declare function shopperCookies(url: string, shopper?: { username: string; password: string }): Promise<string>;
export declare function median(values: number[]): number;
export declare function table(headers: string[], rows: string[][]): string;
