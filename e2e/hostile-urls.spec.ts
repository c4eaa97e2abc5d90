import { expect, test } from './support/test';
import { hostileRequests, routeFamilies, type HostileRequest } from './support/hostile-urls';
import { rawRequest, type RawAnswer } from './support/raw-http';

/** Enough to keep the run short without crowding out the other tests' server. */
const CONCURRENCY = 8;

async function currentBuildId(baseURL: string): Promise<string> {
  const home = await rawRequest(baseURL, '/');
  const buildId = /"buildId":"([^"]+)"/.exec(home.body)?.[1];
  if (!buildId) throw new Error('no buildId in the home page’s __NEXT_DATA__');
  return buildId;
}

/** What is wrong with one answer: a server error, no answer, or the payload echoed as markup. */
function problem(request: HostileRequest, answer: RawAnswer | Error): string | null {
  if (answer instanceof Error) return `no answer (${answer.message})`;
  if (answer.status >= 500) return `status ${answer.status}`;
  const html = String(answer.headers['content-type'] ?? '').includes('html');
  const echoed = request.payloads.find((payload) => payload.includes('<') && answer.body.includes(payload));
  return html && echoed ? `reflects ${echoed} unescaped` : null;
}

async function sendAll(baseURL: string, requests: HostileRequest[]): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const { method, path, headers, body } = request;
      const answer = await rawRequest(baseURL, path, { method, headers, body }).catch((error: Error) => error);
      const found = problem(request, answer);
      if (found)
        problems.push(
          `${request.family}: ${found}: ${method} ${path.slice(0, 300)}${headers ? ` ${JSON.stringify(headers)}` : ''}`,
        );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return problems;
}

test('hostile paths and query strings get a 4xx or an answer, never a 5xx or their markup back', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const buildId = await currentBuildId(baseURL!);
  const requests = hostileRequests(buildId);
  const families = new Set(requests.map((request) => request.family));
  expect(requests.length).toBeGreaterThanOrEqual(500);
  for (const family of routeFamilies(buildId)) expect(families, family.name).toContain(family.name);

  expect(await sendAll(baseURL!, requests)).toEqual([]);
});

test('data routes that climb, smuggle a slash, run long or name no language answer 400 or 404', async ({ baseURL }) => {
  const buildId = await currentBuildId(baseURL!);
  const pages = [
    '/.',
    '/..',
    '/en/.',
    '/uk/.',
    '/%2e%2e',
    '/en/%2E%2E',
    '/guide/.',
    '/guide/best-robot-vacuums/.',
    '/xx/.',
    '/EN/..',
  ];
  for (const page of [
    ...pages,
    '/a%2Fb',
    '/a%2fb',
    '/a%5Cb',
    '/guide%2F..%2Fx',
    `/${'a'.repeat(5000)}`,
    `/uk/${'a'.repeat(5000)}`,
    '/xx/guide/x',
    '/uk-UA/p/x-5',
  ]) {
    for (const headers of [{ 'x-nextjs-data': '1' }, undefined]) {
      const answer = await rawRequest(baseURL!, `/_next/data/${buildId}${page}.json`, { headers });
      expect([400, 404], `${page.slice(0, 40)}.json answered ${answer.status}`).toContain(answer.status);
    }
  }
});

test('client-side navigations still get their data', async ({ baseURL }) => {
  const buildId = await currentBuildId(baseURL!);
  for (const page of [
    '/index.json',
    '/deals.json?category=1',
    '/p/x-5.json?days=30',
    '/uk/cl.json',
    '/guide/best-robot-vacuums.json',
  ]) {
    const answer = await rawRequest(baseURL!, `/_next/data/${buildId}${page}`, { headers: { 'x-nextjs-data': '1' } });
    expect(answer.status, page).toBe(200);
    expect(JSON.parse(answer.body), page).toHaveProperty('pageProps');
  }
});
