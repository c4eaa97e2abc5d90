/**
 * Hostile request paths for the fuzz test (e2e/hostile-urls.spec.ts): every route family of the
 * site, with and without a language prefix, mutated by a seeded generator, so each run sends the
 * same requests and a failure can be replayed from its path.
 */

export interface HostileRequest {
  family: string;
  method: 'GET' | 'POST';
  path: string;
  /** Data routes are also asked for as the client router asks for them; POSTs say what they send. */
  headers?: Record<string, string>;
  body?: string;
  /** Markup a response must never echo unescaped. */
  payloads: string[];
}

/** mulberry32: a small seeded PRNG, so the paths are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'><img src=x onerror=alert(1)>",
  '</title><script>alert(document.domain)</script>',
  '<a href="javascript:alert(1)">x</a>',
];

/** Segments that try to climb, smuggle a slash, end a string early or break decoding. */
const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%2e',
  '%252e%252e',
  '%252f',
  '..%2f..',
  '..%2F..',
  '..%5c..',
  'a%2fb',
  'a%2Fb',
  'a%5Cb',
  'a%5cb',
  '%2f',
  '%5C',
  '%00',
  'a%00b',
  '%0d%0aSet-Cookie:x=1',
  '%ff',
  '%',
  '%zz',
  '%e0%a4%a',
  '%c0%ae%c0%ae',
  '..;',
  ';',
  '~',
  '..%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'a'.repeat(5000),
  '%41'.repeat(1700),
  '__proto__',
  'constructor',
  '{{7*7}}',
  '${7*7}',
  "'%20OR%20'1'='1",
  'index',
  '[...slug]',
  '_next',
  '_error',
  '404',
  '500',
];

const QUERY_KEYS = [
  'q',
  'days',
  'sort',
  'page',
  'category',
  'brand',
  'store',
  'callbackUrl',
  'error',
  'p',
  'code',
  'redirect_uri',
  'filename',
  'token',
  'id',
];
const QUERY_EXTRAS = [
  '',
  '',
  '',
  '?__nextDataReq=1',
  '?__nextLocale=xx',
  '?__nextDefaultLocale=xx',
  '?_rsc=1',
  '?preview=true&p=83',
  '?q[]=x&q[]=y',
  '?%zz=1',
  '?q=%',
  '?page=-1',
  '?page=99999999999999999999',
  '?days=1e309',
  '?x=%00',
  `?q=${'b'.repeat(5000)}`,
  '?nxtPslug=..',
];

/** The payload as sent: raw (what a hostile client may put on the wire), encoded, or double-encoded. */
function encodings(payload: string): string[] {
  const raw = payload.replace(/ /g, '%20');
  return [raw, encodeURIComponent(payload), encodeURIComponent(encodeURIComponent(payload))];
}

const LOCALES = ['', '', '', '/uk', '/en', '/xx', '/EN', '/uk-UA', '/..', '/%2e%2e'];

/** Bodies for the API families' POSTs: empty, valid-looking, wrong types, not JSON at all. */
const POST_BODIES: { type: string; body: (payload: string) => string }[] = [
  { type: 'application/json', body: () => '' },
  { type: 'application/json', body: () => '{}' },
  { type: 'application/json', body: (payload) => JSON.stringify({ ids: [payload], limit: -1, q: payload }) },
  { type: 'application/json', body: () => '{"ids":' },
  {
    type: 'application/x-www-form-urlencoded',
    body: (payload) => `csrfToken=x&callbackUrl=${encodeURIComponent(payload)}&username=${encodeURIComponent(payload)}`,
  },
  { type: 'text/plain', body: (payload) => payload },
];

interface Family {
  name: string;
  bases: string[];
  /** Page families take a language prefix; data routes take it after the build id. */
  localised: boolean;
  /** API families are also sent POSTs. */
  posts?: boolean;
  /** Query strings of their own (the image optimiser's `url`), else the shared hostile ones. */
  queries?: (payload: string) => string[];
}

export function routeFamilies(buildId: string): Family[] {
  const data = (page: string) => `/_next/data/${buildId}${page}`;
  return [
    {
      name: 'catalogue',
      localised: true,
      bases: ['/cl/', '/cl/Phones-3/', '/p/Sony-WH-1000XM5-7/', '/p/x-5/', '/search/', '/deals/'],
    },
    {
      name: 'wordpress',
      localised: true,
      bases: [
        '/guide/best-robot-vacuums/',
        '/review/dual-basket-air-fryer-review/',
        '/tag/black-friday/',
        '/category/news/',
        '/guide-category/home/',
        '/privatlan/',
        '/n/',
        '/g/',
        '/',
      ],
    },
    {
      name: 'auth',
      localised: true,
      posts: true,
      bases: [
        '/api/auth/session/',
        '/api/auth/csrf/',
        '/api/auth/providers/',
        '/api/auth/signin/oidc/',
        '/api/auth/callback/credentials/',
        '/api/auth/error/',
      ],
    },
    { name: 'faust', localised: true, posts: true, bases: ['/api/faust/auth/token/', '/api/faust/', '/preview/'] },
    {
      name: 'restapi',
      localised: false,
      posts: true,
      bases: [
        '/restapi/stores/totalCount/',
        '/restapi/categories/search/',
        '/restapi/products/7/',
        '/restapi/file/getimage/',
        '/restapi/deals/',
        '/restapi/alerts/unsubscribe/',
      ],
    },
    {
      name: 'next-data',
      localised: false,
      bases: [
        data('/index.json'),
        data('/cl.json'),
        data('/en/guide/best-robot-vacuums.json'),
        data('/uk/p/Sony-WH-1000XM5-7.json'),
        data('/search.json'),
        data('/en/deals/all.json'),
      ],
    },
    {
      name: 'account',
      localised: true,
      posts: true,
      bases: [
        '/account/',
        '/login/',
        '/signup/verify/',
        '/api/account/alerts/',
        '/api/revalidate/',
        '/sitemaps/products-1.xml',
        '/robots.txt',
      ],
    },
    {
      name: 'image-optimiser',
      localised: false,
      bases: ['/_next/image/', '/_next/image'],
      queries: (payload) =>
        [
          '/restapi/file/getimage/?filename=../../etc/passwd',
          '/restapi/file/getimage/?filename=%00',
          '/images/../../package.json',
          '//evil.example/x.png',
          'http://169.254.169.254/latest/meta-data/',
          'javascript:alert(1)',
          payload,
          '/restapi/../graphql',
          '/_next/image?url=/_next/image',
          '',
        ].map(
          (url) =>
            `?url=${encodeURIComponent(url)}&w=${['64', '128', '0', '-1', '99999', 'x'][url.length % 6]}&q=${['75', '1', '101', ''][url.length % 4]}`,
        ),
    },
  ];
}

/** A base path with one hostile change: a segment appended, replacing the last, or inserted before it. */
function mutatePath(base: string, segment: string, pick: number): string {
  const file = /^(.*\/)([^/]+)\.(json|xml|txt)$/.exec(base);
  if (file) {
    const [, dir, , ext] = file;
    return [
      `${dir}${segment}.${ext}`,
      `${dir}${segment}/x.${ext}`,
      `${base.replace(/\.(json|xml|txt)$/, '')}/${segment}.${ext}`,
      `${dir}${segment}`,
    ][pick % 4]!;
  }
  const parts = base.split('/').filter(Boolean);
  if (pick % 3 === 0 || parts.length === 0) return `${base}${segment}/`;
  if (pick % 3 === 1) return `/${[...parts.slice(0, -1), segment].join('/')}/`;
  return `/${[...parts.slice(0, -1), segment, parts[parts.length - 1]].join('/')}/`;
}

function withLocale(family: Family, path: string, locale: string): string {
  if (family.localised) return path === '/' ? `${locale}/` : `${locale}${path}`;
  if (family.name === 'next-data' && locale) return path.replace(/^(\/_next\/data\/[^/]+)(\/(en|uk))?/, `$1${locale}`);
  return path;
}

/** At least `perFamily` distinct requests per family, plus the cases once reported by hand. */
export function hostileRequests(buildId: string, seed = 20240611, perFamily = 80): HostileRequest[] {
  const random = seededRandom(seed);
  const pickOf = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const requests = new Map<string, HostileRequest>();
  const add = (request: HostileRequest) => {
    const key = `${request.method} ${request.path} ${JSON.stringify(request.headers ?? {})} ${request.body ?? ''}`;
    if (!requests.has(key)) requests.set(key, request);
  };
  for (const known of [
    `/_next/data/${buildId}/..json`,
    `/_next/data/${buildId}/en/..json`,
    '/../',
    '/%2e%2e/',
    '/xx/',
    '/uk/..',
    '/cl/%2F/',
  ]) {
    add({ family: 'reported', method: 'GET', path: known, payloads: [] });
  }
  for (const family of routeFamilies(buildId)) {
    let made = 0;
    while (made < perFamily) {
      const payload = pickOf(SCRIPT_PAYLOADS);
      const mode = random();
      const segment = mode < 0.3 ? pickOf(encodings(payload)) : pickOf(HOSTILE_SEGMENTS);
      const inPath = mode < 0.3 ? [payload] : [];
      // The optimiser's hostile part is its query: its path is mostly left as it is.
      const path =
        mode < (family.queries ? 0.4 : 0.85)
          ? mutatePath(pickOf(family.bases), segment, Math.floor(random() * 12))
          : pickOf(family.bases);
      const query = family.queries
        ? pickOf(family.queries(payload))
        : random() < 0.5
          ? `?${pickOf(QUERY_KEYS)}=${pickOf(encodings(payload))}`
          : pickOf(QUERY_EXTRAS);
      const payloads = [...inPath, ...(query.includes('alert') ? [payload] : [])];
      const full = `${withLocale(family, path, pickOf(LOCALES))}${query}`;
      const before = requests.size;
      if (family.posts && random() < 0.25) {
        const post = pickOf(POST_BODIES);
        add({
          family: family.name,
          method: 'POST',
          path: full,
          headers: { 'content-type': post.type },
          body: post.body(payload),
          payloads: [...payloads, payload],
        });
      } else {
        const headers = family.name === 'next-data' && random() < 0.5 ? { 'x-nextjs-data': '1' } : undefined;
        add({ family: family.name, method: 'GET', path: full, headers, payloads });
      }
      if (requests.size > before) made += 1;
    }
  }
  return [...requests.values()];
}
