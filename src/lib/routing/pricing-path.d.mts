export declare const PRICING_SEGMENT: string;
export declare function isPricingPath(pathname: string): boolean;
export declare function toPricingServicePath(pathname: string): string;
