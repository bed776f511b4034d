import { describe, expect, it } from 'vitest';
import { acceptMessage, isGameOrigin, type GateContext } from '@/features/games/sdk/gate';

/*
 * The relay's gate (spec §5 origin rule, decision 3, issue 12): every forged message is dropped with
 * its reason; only a handshake with an unsupported version is answered.
 */

const frameWindow = { name: 'the game frame' };
const otherWindow = { name: 'another frame' };
const context: GateContext = { pageHostname: 'orbital.localhost', frameWindow, productId: 'orbital' };
const GAME_ORIGIN = 'http://games.orbital.localhost:5173';
const request = { from: 'orbital', v: 1, id: 'r1', method: 'user.get' };

const event = (overrides: Record<string, unknown> = {}, data: unknown = request) => ({ origin: GAME_ORIGIN, source: frameWindow, data, ...overrides });

describe('the origin rule (decision 3: hostname ends with "." + the page hostname)', () => {
  it.each([
    ['http://games.orbital.localhost:5173', true],
    ['https://games.orbital.localhost', true],
    ['https://a.b.orbital.localhost', true],
    ['http://orbital.localhost:5173', false],
    ['http://evilorbital.localhost', false],
    ['http://games.orbital.localhost.evil.example', false],
    ['http://orbital.localhost.evil.example', false],
    ['null', false],
    ['', false],
    ['javascript:alert(1)//.orbital.localhost', false],
    ['http://games.orbital.localhost/path', false],
  ])('%s → %s', (origin, ok) => {
    expect(isGameOrigin(origin, 'orbital.localhost')).toBe(ok);
  });
});

describe('acceptMessage', () => {
  it('accepts a well-formed request from the game frame on a games subdomain', () => {
    expect(acceptMessage(event(), context)).toEqual({
      accept: { id: 'r1', method: 'user.get', v: 1, params: undefined },
      origin: GAME_ORIGIN,
    });
    const withParams = acceptMessage(event({}, { ...request, method: 'saves.load', params: { slot: 2 } }), context);
    expect(withParams).toMatchObject({ accept: { method: 'saves.load', params: { slot: 2 } } });
  });

  it.each<[string, Record<string, unknown>, unknown, string]>([
    ['a wrong origin', { origin: 'https://evil.example' }, request, 'origin'],
    ['a look-alike host', { origin: 'http://evilorbital.localhost:5173' }, request, 'origin'],
    ['the page itself', { origin: 'http://orbital.localhost:5173' }, request, 'origin'],
    ['an opaque origin', { origin: 'null' }, request, 'origin'],
    ['a non-string origin', { origin: 42 }, request, 'origin'],
    ['another frame on the right origin', { source: otherWindow }, request, 'source'],
    ['no source', { source: null }, request, 'source'],
    ['string data', {}, JSON.stringify(request), 'shape'],
    ['null data', {}, null, 'shape'],
    ['an array', {}, [request], 'shape'],
    ['an object with another prototype', {}, Object.assign(Object.create({ inherited: true }) as object, request), 'shape'],
    ['a Date', {}, new Date(), 'shape'],
    ['no method', {}, { ...request, method: undefined }, 'shape'],
    ['a numeric method', {}, { ...request, method: 7 }, 'shape'],
    ['the wrong from', {}, { ...request, from: 'nebula' }, 'from'],
    ['no from', {}, { ...request, from: undefined }, 'from'],
    ['no id', {}, { ...request, id: undefined }, 'id'],
    ['an empty id', {}, { ...request, id: '' }, 'id'],
    ['a numeric id', {}, { ...request, id: 1 }, 'id'],
    ['a 65-character id', {}, { ...request, id: 'x'.repeat(65) }, 'id'],
    ['an unsupported v', {}, { ...request, v: 2 }, 'version'],
    ['a missing v', {}, { ...request, v: undefined }, 'version'],
    ['a string v', {}, { ...request, v: '1' }, 'version'],
  ])('drops %s', (_, overrides, data, reason) => {
    expect(acceptMessage(event(overrides, data), context)).toEqual({ drop: reason });
  });

  it('drops everything while the page has no frame window', () => {
    expect(acceptMessage(event({ source: null }), { ...context, frameWindow: null })).toEqual({ drop: 'source' });
  });

  it('a 64-character id and a null-prototype object pass', () => {
    const data = Object.assign(Object.create(null) as object, { ...request, id: 'x'.repeat(64) });
    expect(acceptMessage(event({}, data), context)).toMatchObject({ accept: { id: 'x'.repeat(64) } });
  });

  it('answers a handshake with an unsupported v: unsupported_version naming the supported versions, no data', () => {
    const result = acceptMessage(event({}, { ...request, method: 'handshake', v: 2 }), context);
    expect(result).toEqual({
      reply: {
        from: 'orbital',
        v: 1,
        id: 'r1',
        ok: false,
        error: { code: 'unsupported_version', message: 'Protocol version 2 is not supported; this page supports version 1.' },
      },
      origin: GAME_ORIGIN,
    });
    expect(result).not.toHaveProperty('reply.data');
  });

  it('a handshake with a bad v but a forged origin, source, from or id is still dropped', () => {
    const handshake = { ...request, method: 'handshake', v: 9 };
    expect(acceptMessage(event({ origin: 'http://evilorbital.localhost' }, handshake), context)).toEqual({ drop: 'origin' });
    expect(acceptMessage(event({ source: otherWindow }, handshake), context)).toEqual({ drop: 'source' });
    expect(acceptMessage(event({}, { ...handshake, from: 'x' }), context)).toEqual({ drop: 'from' });
    expect(acceptMessage(event({}, { ...handshake, id: '' }), context)).toEqual({ drop: 'id' });
  });

  it('never throws: throwing getters, revoked proxies, odd events, huge strings', () => {
    const throwing = Object.defineProperty({ ...request }, 'id', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const trap = new Proxy({}, { getPrototypeOf: () => { throw new Error('trap'); } });
    const huge = 'x'.repeat(5_000_000);
    const throwingEvent = Object.defineProperty({}, 'origin', { get: () => { throw new Error('boom'); } });

    expect(acceptMessage(event({}, throwing), context)).toEqual({ drop: 'shape' });
    expect(acceptMessage(event({}, proxy), context)).toEqual({ drop: 'shape' });
    expect(acceptMessage(event({}, trap), context)).toEqual({ drop: 'shape' });
    expect(acceptMessage(throwingEvent, context)).toEqual({ drop: 'shape' });
    expect(acceptMessage(null, context)).toEqual({ drop: 'shape' });
    expect(acceptMessage('message', context)).toEqual({ drop: 'shape' });
    expect(acceptMessage(event({ origin: huge }), context)).toEqual({ drop: 'origin' });
    expect(acceptMessage(event({}, { ...request, id: huge }), context)).toEqual({ drop: 'id' });
    expect(acceptMessage(event({}, { ...request, method: huge }), context)).toEqual({ drop: 'shape' });
  });
});
