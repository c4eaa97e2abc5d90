import { createContext } from 'react';

/**
 * The emotion cache of the request being rendered on the server, created by `_document` so it can
 * extract the critical CSS into the head. Typed loosely and free of emotion imports, so the app
 * shell that passes it along does not pull emotion into every page's bundle.
 */
export const EmotionCacheContext = createContext<unknown>(null);
