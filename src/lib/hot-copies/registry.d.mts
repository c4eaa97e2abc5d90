export declare function registerHotCopies(copies: { clear(): void }): void;
export declare function forgetHotCopies(): void;
