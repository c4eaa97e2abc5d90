export interface ZipEntry {
  name: string;
  data: Buffer;
}
export declare function pluginFiles(dir?: string, prefix?: string): string[];
export declare function pluginVersion(): string;
export declare function zipArchive(entries: ZipEntry[]): Buffer;
export declare function pluginZipEntries(): ZipEntry[];
export declare function buildPluginZip(out?: string): string;
