import { describe, expect, it } from 'vitest';
import { BackendFailureError, failed, unavailableBackend } from '@/lib/backend-result';

describe('unavailableBackend', () => {
  it('names the backend a failure is about', () => {
    expect(unavailableBackend(new BackendFailureError('content', 'guide', failed('unavailable', 'fetch failed')))).toBe(
      'content',
    );
    expect(unavailableBackend(new BackendFailureError('pricing', 'product 5', failed('invalid-answer')))).toBe(
      'pricing',
    );
  });

  it('reads the code, so a copy of the class from another bundle is recognised too', () => {
    expect(unavailableBackend({ code: 'BACKEND_UNAVAILABLE', backend: 'content' })).toBe('content');
  });

  it('is null for any other error', () => {
    expect(unavailableBackend(new Error('boom'))).toBeNull();
    expect(unavailableBackend(null)).toBeNull();
    expect(unavailableBackend({ statusCode: 500 })).toBeNull();
  });

  it('says in one line which read failed and how', () => {
    expect(new BackendFailureError('pricing', 'product 5', failed('unavailable', 'HTTP 503')).message).toBe(
      'product 5: unavailable (HTTP 503)',
    );
  });
});
