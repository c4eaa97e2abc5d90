import { describe, expect, it } from 'vitest';
import { BackendUnavailableError, unavailableBackend } from '@/lib/ssr/backend-unavailable';

describe('unavailableBackend', () => {
  it('names the backend an outage error is about', () => {
    expect(unavailableBackend(new BackendUnavailableError('content', 'fetch failed'))).toBe('content');
    expect(unavailableBackend(new BackendUnavailableError('pricing', 'status 500'))).toBe('pricing');
  });
  it('is null for any other error', () => {
    expect(unavailableBackend(new Error('boom'))).toBeNull();
    expect(unavailableBackend(null)).toBeNull();
    expect(unavailableBackend({ statusCode: 500 })).toBeNull();
  });
});
