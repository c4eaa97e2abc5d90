export declare const COLOR_MODE_SCRIPT: string;
export declare const COLOR_MODE_SCRIPT_HASH: string;
