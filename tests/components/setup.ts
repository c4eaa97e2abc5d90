import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { watchImages } from '@/components/ui/image-behaviour';

// next.config.mjs sets trailingSlash; `next build` passes it to next/link through this variable.
process.env.__NEXT_TRAILING_SLASH = 'true';

// findBy… and waitFor wait for a state; their bound is a hang guard, not the 1 s default that a
// busy machine misses (the test's own timeout, vitest.config.mts, still ends a test that hangs).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// The app's image behaviour (fit by shape, fallbacks) answers every image of the document.
watchImages(document);
