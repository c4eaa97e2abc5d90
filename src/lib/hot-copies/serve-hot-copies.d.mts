import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HotCopies } from './hot-copies.mjs';

export declare function withHotCopies(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  copies: HotCopies,
): (req: IncomingMessage, res: ServerResponse) => unknown;
