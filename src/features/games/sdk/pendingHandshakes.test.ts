import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDSHAKE_PENDING, PROTOCOL_VERSION } from '@orbital/sdk/protocol';
import { answerPendingHandshakes, PENDING_EVENT, PENDING_MS } from './useGameRelay';

/*
 * While the relay's chunk is on its way the page answers the game's handshakes with handshake.pending
 * (docs/sdk/protocol.md): only its own frame's, only handshakes for its product, for at most PENDING_MS,
 * and never after the stop.
 */

const GAME_ORIGIN = 'http://games.orbital.localhost';
let frame: HTMLIFrameElement;
let post: ReturnType<typeof vi.spyOn>;
let stop: () => void;

const send = (data: unknown, source: unknown = frame.contentWindow) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: GAME_ORIGIN, source: source as Window }));
const handshake = { from: 'orbital', v: 1, id: 'a-1', method: 'handshake', params: { sdk: '1.1.0' } };

beforeEach(() => {
  vi.useFakeTimers();
  frame = document.createElement('iframe');
  document.body.append(frame);
  post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => {});
  stop = answerPendingHandshakes({ current: frame }, 'orbital');
});
afterEach(() => {
  stop();
  frame.remove();
  vi.useRealTimers();
});

describe('answerPendingHandshakes', () => {
  it("spells the protocol's event", () => {
    expect(PENDING_EVENT).toEqual({ v: PROTOCOL_VERSION, event: HANDSHAKE_PENDING });
  });

  it("answers the frame's handshake with handshake.pending, posted to the game's origin", () => {
    send(handshake);
    expect(post).toHaveBeenCalledExactlyOnceWith({ from: 'orbital', v: 1, event: 'handshake.pending' }, GAME_ORIGIN);
  });

  it('ignores other windows, other products, other methods and junk', () => {
    send(handshake, window);
    send({ ...handshake, from: 'another' });
    send({ ...handshake, method: 'user.get' });
    send(null);
    send('handshake');
    expect(post).not.toHaveBeenCalled();
  });

  it('stops answering once stopped (the relay answers from then on)', () => {
    stop();
    send(handshake);
    expect(post).not.toHaveBeenCalled();
  });

  it('stops answering after PENDING_MS, should the relay never come', () => {
    vi.advanceTimersByTime(PENDING_MS - 1);
    send(handshake);
    expect(post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    send(handshake);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
