export interface LocalCopy {
  lastModified: number;
  /** The serialized entry. */
  text: string;
}

export declare class LocalCopies {
  constructor(maxBytes: number);
  readonly bytes: number;
  get(key: string): LocalCopy | undefined;
  set(key: string, lastModified: number, text: string): void;
  delete(key: string): void;
}
