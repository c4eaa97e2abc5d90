// Plain JavaScript: loaded by the site's server (scripts/site-server.mjs) outside Next's build.
import { HOT_COPY_MAX_ENTRY_BYTES, hotCopyKey, isCopyableAnswer } from './hot-copies.mjs';

/** Connection-level headers: the server writes its own for each answer. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Wraps a request handler (Next's) so a cached page's answer is copied as it is sent, and the
 * same request in the next second is answered from the copy without reaching Next.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {import('./hot-copies.mjs').HotCopies} copies
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown}
 */
export function withHotCopies(handle, copies) {
  return (req, res) => {
    const key = hotCopyKey(req);
    if (key === null) return handle(req, res);
    const copy = copies.get(key);
    if (copy) return answerFromCopy(req, res, copy);
    captureAnswer(res, (status, headers, body) => copies.set(key, { status, headers, body }));
    return handle(req, res);
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./hot-copies.mjs').HotCopy} copy
 */
function answerFromCopy(req, res, copy) {
  for (const [name, value] of Object.entries(copy.headers)) res.setHeader(name, value);
  res.setHeader('x-nextjs-cache', 'HIT');
  const etag = copy.headers.etag;
  if (copy.status === 200 && typeof etag === 'string' && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    for (const name of ['content-type', 'content-encoding']) res.removeHeader(name);
    res.end();
    return;
  }
  res.statusCode = copy.status;
  res.setHeader('content-length', copy.body.length);
  res.end(copy.body);
}

/**
 * Header values as Node keeps them, names in lower case, from writeHead's object or raw array.
 * @param {any} given what a caller passed to writeHead, unchecked
 */
function headersFrom(given) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  if (Array.isArray(given)) {
    const pairs = Array.isArray(given[0])
      ? given
      : given.flatMap((item, index) => (index % 2 ? [] : [[item, given[index + 1]]]));
    for (const [name, value] of pairs)
      headers[String(name).toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  } else if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
    }
  }
  return headers;
}

/**
 * Collects what is written to the response (after any compression, which wraps these methods in
 * turn) and hands headers and bytes to `keep` when the answer may be copied.
 * @param {import('node:http').ServerResponse} res
 * @param {(status: number, headers: Record<string, string | string[]>, body: Buffer) => void} keep
 */
function captureAnswer(res, keep) {
  /** @type {Buffer[] | null} */
  let chunks = [];
  let size = 0;
  /** @type {Record<string, string | string[]>} */
  let headArguments = {};
  // The originals, called with whatever arguments Node's overloads were given.
  const writeHead = /** @type {Function} */ (res.writeHead);
  const write = /** @type {Function} */ (res.write);
  const end = /** @type {Function} */ (res.end);
  const patched = /** @type {any} */ (res);

  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const collect = (chunk, encoding) => {
    if (chunks === null || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(
          /** @type {string} */ (chunk),
          /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
        );
    size += bytes.length;
    if (size > HOT_COPY_MAX_ENTRY_BYTES) chunks = null;
    else chunks.push(bytes);
  };

  /**
   * @this {import('node:http').ServerResponse}
   * @param {number} _status
   * @param {unknown} reason
   * @param {unknown} given
   */
  patched.writeHead = function (_status, reason, given) {
    headArguments = headersFrom(typeof reason === 'string' ? given : reason);
    return writeHead.apply(this, arguments);
  };
  /**
   * @this {import('node:http').ServerResponse}
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  patched.write = function (chunk, encoding) {
    collect(chunk, encoding);
    return write.apply(this, arguments);
  };
  /**
   * @this {import('node:http').ServerResponse}
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  patched.end = function (chunk, encoding) {
    collect(chunk, encoding);
    const result = end.apply(this, arguments);
    if (chunks !== null) {
      const headers = { ...headersFrom(res.getHeaders()), ...headArguments };
      if (isCopyableAnswer(res.statusCode, headers)) {
        for (const name of NOT_COPIED) delete headers[name];
        keep(res.statusCode, headers, Buffer.concat(chunks));
      }
    }
    chunks = null;
    return result;
  };
}
