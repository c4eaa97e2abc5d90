export declare const STATIC_SECURITY_HEADERS: readonly { key: string; value: string }[];
