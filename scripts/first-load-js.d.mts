export interface ChunkSize {
  file: string;
  size: number;
}
export interface BuildManifest {
  pages: Record<string, string[]>;
}
export declare function gzipSize(file: string): number;
export declare function readBuildManifest(root: string): BuildManifest;
export declare function scriptsOf(html: string): Set<string>;
export declare function pageOf(html: string): string | null;
export declare function firstLoadJs(
  root: string,
  manifest: BuildManifest,
  html: string,
): { bytes: number; files: ChunkSize[] };
export declare const CATALOGUE_BUDGET: number;
export declare const ACCOUNT_BUDGET: number;
export declare const WORDPRESS_BUDGET: number;
