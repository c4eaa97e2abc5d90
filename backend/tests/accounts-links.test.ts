import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeClock,
  createSeededDatabaseFile,
  startAccountsBackend,
  TEST_SECRET,
  type RunningBackend,
  type SeededFile,
} from './fixtures/accounts/harness.js';

/** Email links over HTTP with a clock the test moves: 24 hours to verify, 1 hour to reset, once. */
let seeded: SeededFile;
let backend: RunningBackend;
const clock = createFakeClock();
const PASSWORD = 'violet-kettle-harbour';
let counter = 0;

beforeAll(async () => {
  seeded = await createSeededDatabaseFile();
  backend = await startAccountsBackend(seeded.file, {
    now: clock.now,
    env: { CONTENT_FRONTEND_URL: 'https://shop.example' },
  });
});

afterAll(async () => {
  await backend?.stop();
  seeded?.remove();
});

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${backend.baseUrl}/wp-json/pricewise/v1/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-faustwp-secret': TEST_SECRET,
      'x-pricewise-client-ip': `links-${++counter}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
};

/** The token of the newest link of that kind mailed to the address. */
const linkOf = (email: string, path: string) => {
  // Requests are turned into mail apart from the request (pricewise/mail-requests.ts): now.
  backend.app.processAccountMail?.();
  const text = backend.db
    .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC')
    .pluck()
    .all(email)
    .join('\n') as string;
  const match = new RegExp(`https://shop\\.example${path.replace(/[/?]/g, '\\$&')}([A-Za-z0-9._-]+)`).exec(text);
  expect(match).not.toBeNull();
  return match![1]!;
};

async function signUp() {
  const email = `links-${++counter}@shop.example`;
  expect((await post('signup', { email, password: PASSWORD, name: 'Link Clock' })).status).toBe(202);
  return email;
}

describe('verification links', () => {
  it('work up to 24 hours after they were sent, and not a second later', async () => {
    const [early, late] = [await signUp(), await signUp()];
    const [earlyLink, lateLink] = [linkOf(early, '/signup/verify/?token='), linkOf(late, '/signup/verify/?token=')];
    clock.advance(24 * 3_600);
    expect((await post('email/verify', { token: earlyLink })).status).toBe(200);
    clock.advance(1);
    const expired = await post('email/verify', { token: lateLink });
    expect(expired).toEqual({
      status: 410,
      body: { code: 'expired_link', message: 'This link has expired.', data: { status: 410 } },
    });
  });

  it('are used once, even when two requests race', async () => {
    const token = linkOf(await signUp(), '/signup/verify/?token=');
    const answers = await Promise.all([
      post('email/verify', { token }),
      post('email/verify', { token }),
      post('email/verify', { token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410]);
    expect(answers.filter((answer) => answer.status === 410).every((answer) => answer.body.code === 'used_link')).toBe(
      true,
    );
  });

  it('are kept only as hashes', async () => {
    const email = await signUp();
    const token = linkOf(email, '/signup/verify/?token=');
    const stored = backend.db.prepare('SELECT token_hash FROM wp_pricewise_link_tokens').pluck().all() as string[];
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(JSON.stringify(backend.db.prepare('SELECT * FROM wp_pricewise_link_tokens').all())).not.toContain(
      token.split('.')[0],
    );
  });
});

describe('reset links', () => {
  it('work for an hour, and a weak password leaves them unused', async () => {
    const email = await signUp();
    expect((await post('password/forgot', { email })).status).toBe(202);
    const token = linkOf(email, '/login/reset/?token=');
    clock.advance(3_600);
    expect((await post('password/reset', { token, password: 'short' })).body.code).toBe('weak_password');
    expect((await post('password/reset', { token, password: 'a-much-better-password' })).status).toBe(200);

    expect((await post('password/forgot', { email })).status).toBe(202);
    const later = linkOf(email, '/login/reset/?token=');
    clock.advance(3_601);
    expect((await post('password/reset', { token: later, password: 'yet-another-password' })).body.code).toBe(
      'expired_link',
    );
  });
});

describe('sessions', () => {
  it('keep the 10 newest tokens of an account: an 11th sign-in ends the oldest', async () => {
    const email = await signUp();
    const tokens: string[] = [];
    for (let index = 0; index < 11; index++) {
      const login = await post('login', { username: email, password: PASSWORD });
      tokens.push(login.body.accessToken);
    }
    const status = async (token: string) =>
      (
        await fetch(`${backend.baseUrl}/wp-json/pricewise/v1/saved-products`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    expect(await status(tokens[0]!)).toBe(401);
    for (const token of tokens.slice(1)) expect(await status(token)).toBe(200);
  });
});
