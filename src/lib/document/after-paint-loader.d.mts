export declare const AFTER_PAINT_ATTRIBUTE: string;
export declare const AFTER_PAINT_BACKSTOP_MS: number;
export declare const LARGEST_PAINT_GRACE_MS: number;
export declare const AFTER_PAINT_LOADER: string;
export declare const AFTER_PAINT_LOADER_HASH: string;
