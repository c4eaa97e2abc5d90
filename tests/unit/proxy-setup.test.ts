import { describe, expect, it } from 'vitest';
import {
  PROXIED_WITHOUT_COUNT,
  PROXY_COUNT_UNSET,
  proxyCountAtStart,
  watchForProxies,
} from '../../src/config/proxy-setup.mjs';

describe('TRUSTED_PROXY_COUNT in production', () => {
  it('is said to be unset at start, in one line naming the variable', () => {
    expect(proxyCountAtStart({ NODE_ENV: 'production' })).toBe(PROXY_COUNT_UNSET);
    expect(PROXY_COUNT_UNSET).toMatch(/^TRUSTED_PROXY_COUNT is not set/);
    expect(PROXY_COUNT_UNSET).not.toContain('\n');
    expect(proxyCountAtStart({ NODE_ENV: 'production', TRUSTED_PROXY_COUNT: '0' })).toBeNull();
    expect(proxyCountAtStart({ NODE_ENV: 'production', TRUSTED_PROXY_COUNT: '1' })).toBeNull();
    expect(proxyCountAtStart({ NODE_ENV: 'development' })).toBeNull();
  });

  it('is said once more, once, when the first request arrives through a proxy', () => {
    const said: string[] = [];
    const watch = watchForProxies({ NODE_ENV: 'production' }, (line) => said.push(line));
    watch({ headers: {} });
    expect(said).toEqual([]);
    watch({ headers: { 'x-forwarded-for': '203.0.113.7' } });
    watch({ headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(said).toEqual([PROXIED_WITHOUT_COUNT]);
  });

  it('is never said when the count is set', () => {
    const said: string[] = [];
    const watch = watchForProxies({ NODE_ENV: 'production', TRUSTED_PROXY_COUNT: '1' }, (line) => said.push(line));
    watch({ headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } });
    expect(said).toEqual([]);
  });
});
