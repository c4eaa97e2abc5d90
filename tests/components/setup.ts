import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// next.config.mjs sets trailingSlash; `next build` passes it to next/link through this variable.
process.env.__NEXT_TRAILING_SLASH = 'true';

afterEach(() => cleanup());
