/** Milliseconds since the Unix epoch, like `Date.now`; injected so tests can move time forward. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** FaustWP states every expiry in epoch seconds (`time() + 300`). */
export const epochSeconds = (now: Clock): number => Math.floor(now() / 1000);
