/** Why a whole feed could not be read; the import changes nothing and reports the message. */
export type FeedFailure =
  'malformed' | 'too-large' | 'timeout' | 'http-status' | 'unreachable' | 'private-address' | 'file' | 'unsupported';

export class FeedError extends Error {
  constructor(
    readonly failure: FeedFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}
