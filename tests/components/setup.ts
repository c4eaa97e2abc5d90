import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// next.config sets `trailingSlash: true`; Next's Link reads it from this variable at build time.
process.env.__NEXT_TRAILING_SLASH = 'true';
