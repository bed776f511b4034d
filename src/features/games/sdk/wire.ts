import {
  PROTOCOL_VERSION,
  type ErrorCode,
  type EventMessage,
  type HandshakeResult,
  type ProtocolError,
  type ReplyMessage,
} from '@orbital/sdk/protocol';

/*
 * The relay's view of the wire protocol v1 (docs/sdk/protocol.md; the types and constants live in
 * packages/sdk/src/protocol.ts, shared with the game library). What the page adds: the error codes it
 * may send (not the library's client-only ones) and the reply builders.
 */

/** The codes a page answers with (never the library's client-only `timeout`). */
export type RelayErrorCode = Exclude<ErrorCode, 'timeout'>;

export interface RelayReplyError extends ProtocolError {
  code: RelayErrorCode;
}

/** Game → page: a request that passed the gate (params not yet validated). */
export interface RelayRequest {
  id: string;
  method: string;
  v: number;
  /** `params` as sent (undefined when absent); validated per method later. */
  params: unknown;
}

export type RelayReply = ReplyMessage;
export type RelayEventMessage = EventMessage;
export type { HandshakeResult };

export function okReply(from: string, id: string, data: unknown): RelayReply {
  return { from, v: PROTOCOL_VERSION, id, ok: true, data: data === undefined ? null : data };
}

export function errorReply(from: string, id: string, error: RelayReplyError): RelayReply {
  return { from, v: PROTOCOL_VERSION, id, ok: false, error };
}
