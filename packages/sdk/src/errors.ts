import type { ErrorCode } from './protocol.js';

/** Every failed call rejects with this: `code` is one of the protocol's error codes (docs/sdk/protocol.md). */
export class OrbitalError extends Error {
  override readonly name = 'OrbitalError';
  readonly code: ErrorCode | (string & {});
  /** The HTTP status of the API call behind the error, when there was one. */
  readonly status: number | undefined;

  constructor(code: ErrorCode | (string & {}), message: string, status?: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}
