import { NextURL } from 'next/dist/server/web/next-url';
import { describe, expect, it } from 'vitest';
import {
  hostnameArgument,
  isLoopbackHostname,
  nextHostnameFor,
  nextStartRefusal,
} from '@/lib/routing/server-hostname.mjs';

const HOSTNAMES = ['127.0.0.1', '127.1.2.3', '[::1]', 'localhost', '0.0.0.0', '10.0.0.5', 'shop.example', '128.0.0.1'];

describe('the hostname Next is given', () => {
  it.each(HOSTNAMES)('calls %s loopback exactly when Next’s proxy URL turns it into localhost', (hostname) => {
    const seenByProxy = new NextURL(`http://${hostname}:3000/cl/x-1/`).hostname;
    expect(isLoopbackHostname(hostname)).toBe(seenByProxy === 'localhost');
  });

  it('gives Next localhost for a loopback address, so its proxy rewrites stay internal', () => {
    expect(nextHostnameFor('127.0.0.1')).toBe('localhost');
    expect(nextHostnameFor('::1')).toBe('localhost');
    expect(nextHostnameFor('[::1]')).toBe('localhost');
  });

  it('gives Next localhost when the server listens on every address, as next start does', () => {
    expect(nextHostnameFor(undefined)).toBe('localhost');
  });

  it('keeps any other address', () => {
    expect(nextHostnameFor('0.0.0.0')).toBe('0.0.0.0');
    expect(nextHostnameFor('10.0.0.5')).toBe('10.0.0.5');
  });
});

describe('next start on a loopback address', () => {
  it('reads the hostname in each of the command line’s spellings', () => {
    expect(hostnameArgument(['-H', '127.0.0.1', '-p', '3000'])).toBe('127.0.0.1');
    expect(hostnameArgument(['-p', '3000', '--hostname', '::1'])).toBe('::1');
    expect(hostnameArgument(['--hostname=127.0.0.1'])).toBe('127.0.0.1');
    expect(hostnameArgument(['-p', '3000'])).toBeUndefined();
  });

  it('is refused with the way out for a loopback IP', () => {
    const refusal = nextStartRefusal(['-H', '127.0.0.1', '-p', '3105']);
    expect(refusal).toContain('next start -H 127.0.0.1 cannot serve category listings');
    expect(refusal).toContain('node scripts/site-server.mjs -H 127.0.0.1 -p PORT');
  });

  it('is allowed on localhost, on every address and on a public one', () => {
    expect(nextStartRefusal(['-H', 'localhost'])).toBeNull();
    expect(nextStartRefusal(['-p', '3000'])).toBeNull();
    expect(nextStartRefusal(['-H', '0.0.0.0'])).toBeNull();
    expect(nextStartRefusal(['--hostname=10.0.0.5'])).toBeNull();
  });
});
