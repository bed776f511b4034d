// Runs in the default jsdom environment (the shared setup file needs `window`); fetch and `ws` are
// Node's here, so every request below crosses a real socket to the server.
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { endpoints } from '../src/api/contract';
import { startMockApi, type MockApi } from './server';
import { rawGet } from '../tests/support/rawGet';

/*
 * The HTTP mock server (mocks/server.ts) on an ephemeral port, spoken to with real fetch: the
 * envelope, real cookies, CORS, the offline scenario as a dropped connection, the control routes and
 * the realtime socket on the same port.
 */

const APP_ORIGIN = 'http://localhost:4174';
const PASSWORD = 'Orbital!2026';

let api: MockApi;

beforeAll(async () => {
  api = await startMockApi({ port: 0, appOrigins: [APP_ORIGIN] });
});

afterEach(async () => {
  await fetch(`${api.url}/__mock/reset`, { method: 'POST' });
});

afterAll(async () => {
  await api.close();
});

interface EnvelopeBody {
  status: { success: boolean; code: number; message: string; debug: string | null };
  data: unknown;
}

const json = async (response: Response) => (await response.json()) as EnvelopeBody;

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const login = (username = 'player') => post('/v1/public/user/auth/login', { login: username, password: PASSWORD, remember: false });

/** 'name=value; Path=/; …' → 'name=value' (what a browser sends back). */
const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('the HTTP mock server', () => {
  it('answers a contract call in the spec envelope, and the data parses with the contract schema', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json(response);
    expect(body.status).toEqual({ success: true, code: 200, message: 'OK', debug: null });
    const session = endpoints['auth.login'].response.parse(body.data);
    expect(session.account.username).toBe('player');
  });

  it('gzips larger JSON for clients that accept it, like a production API', async () => {
    const url = `${api.url}/v1/public/global/home`;
    const zipped = await rawGet(url, 'gzip, deflate, br');
    expect(zipped.encoding).toBe('gzip');
    const unzipped = JSON.parse(gunzipSync(zipped.body).toString()) as EnvelopeBody;
    expect(unzipped.status.success).toBe(true);
    // Refused gzip (q=0) is honoured like its absence.
    expect((await rawGet(url, 'gzip;q=0, identity')).encoding).toBeUndefined();
    const plain = await rawGet(url, 'identity');
    expect(plain.encoding).toBeUndefined();
    // The same answer (the slider's order is random per request, so compare its shape).
    const plainBody = JSON.parse(plain.body.toString()) as EnvelopeBody;
    expect(plainBody.status).toEqual(unzipped.status);
    expect(Object.keys(plainBody.data as object)).toEqual(Object.keys(unzipped.data as object));
  });

  it('answers failures in the envelope with a sentence and the matching HTTP status', async () => {
    const response = await post('/v1/public/user/auth/login', { login: 'player', password: 'wrong password', remember: false });
    expect(response.status).toBe(422);
    const body = await json(response);
    expect(body.status.success).toBe(false);
    expect(body.status.code).toBe(422);
    expect(body.status.message).toMatch(/^[A-Z].+\.$/);
  });

  it('keeps a session through real cookies: login sets it, status reads it, logout clears it', async () => {
    const loggedIn = await login();
    const setCookie = loggedIn.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^orbital_session=[0-9a-f]+; Path=\/; SameSite=Lax$/);
    const cookie = cookiePair(setCookie[0] ?? '');

    const status = await fetch(`${api.url}/v1/public/user/auth/status`, { headers: { Cookie: cookie } });
    expect(status.status).toBe(200);
    expect(endpoints['auth.status'].response.parse((await json(status)).data).account.username).toBe('player');

    const anonymous = await fetch(`${api.url}/v1/public/user/auth/status`);
    expect(anonymous.status).toBe(401);

    const logout = await fetch(`${api.url}/v1/private/user/auth/logout`, { method: 'POST', headers: { Cookie: cookie } });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()).toEqual(['orbital_session=; Path=/; SameSite=Lax; Max-Age=0']);
    const after = await fetch(`${api.url}/v1/public/user/auth/status`, { headers: { Cookie: cookie } });
    expect(after.status).toBe(419);
  });

  it('sends every Set-Cookie line of a response separately', async () => {
    // A guest with a stale session cookie: a new guest id and the session cookie cleared, in one answer.
    const response = await fetch(`${api.url}/v1/public/user/auth/status`, { headers: { Cookie: 'orbital_session=stale' } });
    expect(response.status).toBe(419);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies.map((c) => c.split('=')[0]).toSorted()).toEqual(['orbital_guest', 'orbital_session']);
    expect(cookies.find((c) => c.startsWith('orbital_guest='))).toMatch(/Max-Age=31536000/);
    expect(cookies.find((c) => c.startsWith('orbital_session='))).toMatch(/Max-Age=0$/);
  });

  it('answers a CORS preflight from an app origin with credentials allowed', async () => {
    const response = await fetch(`${api.url}/v1/public/user/auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('gives actual requests from an app origin the CORS headers, and nothing to other origins', async () => {
    const allowed = await login().then(() => fetch(`${api.url}/v1/public/user/auth/status`, { headers: { Origin: APP_ORIGIN } }));
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');

    const other = await fetch(`${api.url}/v1/public/user/auth/status`, { headers: { Origin: 'http://evil.localhost:4174' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await fetch(`${api.url}/v1/public/user/auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.localhost:4174', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await json(preflight)).status.message).toContain('http://evil.localhost:4174 may not call the mock API');
  });

  it('answers a plain OPTIONS (no preflight) with 204 and the allowed methods', async () => {
    const response = await fetch(`${api.url}/v1/public/user/auth/status`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(await response.text()).toBe('');
  });

  it('answers an unhandled request with a 404 envelope whose message is a sentence', async () => {
    const response = await fetch(`${api.url}/v1/public/nothing/here?x=1`, { headers: { Origin: APP_ORIGIN } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const body = await json(response);
    expect(body.status).toEqual({
      success: false,
      code: 404,
      message: 'The mock API has no endpoint for GET /v1/public/nothing/here. See docs/api.md for every endpoint it serves.',
      debug: 'err_no_route',
    });
    expect(body.data).toBeNull();
  });

  it('answers a known path with the wrong method with 405 and the methods it takes', async () => {
    const response = await fetch(`${api.url}/v1/public/user/auth/login`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await json(response)).status.message).toBe('The GET method is not allowed for /v1/public/user/auth/login: use POST.');
  });

  it('drops the connection under the offline scenario (a network error, not a status), auth.status exempt', async () => {
    const set = await post('/__mock/scenario', { scenario: 'offline' });
    expect(((await json(set)).data as { scenario: string }).scenario).toBe('offline');

    await expect(login()).rejects.toThrow(TypeError);
    // auth.status is exempt from offline (personas compose with scenarios).
    expect((await fetch(`${api.url}/v1/public/user/auth/status`)).status).toBe(401);

    await post('/__mock/reset', {});
    expect((await login()).status).toBe(200);
  });

  it('makes only the listed calls fail with failStatus, and refuses a bad scenario body with a sentence', async () => {
    await post('/__mock/scenario', { fail: 'auth.login', failStatus: 503 });
    const failed = await login();
    expect(failed.status).toBe(503);
    expect((await json(failed)).status.message).toMatch(/maintenance/);

    const bad = await post('/__mock/scenario', { scenario: 'sideways' });
    expect(bad.status).toBe(422);
    expect((await json(bad)).status.message).toBe(
      'The scenario must be one of: default, empty, error, offline, slow, maintenance, session-expired, forbidden, unauthorized.',
    );
    const broken = await fetch(`${api.url}/__mock/scenario`, { method: 'POST', body: '{not json' });
    expect(broken.status).toBe(400);
  });

  it('resets sessions with the database', async () => {
    const cookie = cookiePair((await login()).headers.getSetCookie()[0] ?? '');
    expect((await fetch(`${api.url}/v1/public/user/auth/status`, { headers: { Cookie: cookie } })).status).toBe(200);
    await post('/__mock/reset', {});
    expect((await fetch(`${api.url}/v1/public/user/auth/status`, { headers: { Cookie: cookie } })).status).toBe(419);
  });

  it('patches records through /__mock/patch, checked against the record schema, and reset undoes it', async () => {
    const legal = () => fetch(`${api.url}/v1/public/help/legal/page/imprint`).then(json);
    const patched = await post('/__mock/patch', { collection: 'legalPages', where: { slug: 'imprint' }, set: { content: '<img src=x onerror=alert(1)>' } });
    expect(patched.status).toBe(200);
    expect((await json(patched)).data).toEqual({ collection: 'legalPages', updated: 1 });
    expect(((await legal()).data as { content: string }).content).toBe('<img src=x onerror=alert(1)>');

    const unknownCollection = await post('/__mock/patch', { collection: 'nope', where: { slug: 'x' }, set: { title: 'x' } });
    expect(unknownCollection.status).toBe(422);
    expect((await json(unknownCollection)).status.message).toMatch(/^There is no collection named "nope"\. Collections: users, /);
    const unknownField = await post('/__mock/patch', { collection: 'games', where: { slug: 'starfall-arena' }, set: { colour: 'red' } });
    expect(unknownField.status).toBe(422);
    expect((await json(unknownField)).status.message).toMatch(/^A games record has no field "colour"\./);
    const impossible = await post('/__mock/patch', { collection: 'users', where: { username: 'player' }, set: { username: '<b>x</b>' } });
    expect(impossible.status).toBe(422);
    expect((await json(impossible)).status.message).toMatch(/^The patched users record would not be valid, so nothing was changed \(username: /);
    const none = await post('/__mock/patch', { collection: 'games', where: { slug: 'no-such-game' }, set: { title: 'x' } });
    expect(none.status).toBe(404);

    await post('/__mock/reset', {});
    expect(((await legal()).data as { content: string }).content).not.toContain('onerror');
  });

  it('serves the realtime socket on the same port, and /__mock/realtime/publish reaches its subscribers', async () => {
    const socket = new WebSocket(api.realtimeUrl);
    const frames: Array<{ event: string; channel?: string; data: string }> = [];
    const waitFor = (event: string) =>
      new Promise<{ event: string; channel?: string; data: string }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No ${event} frame within 3 s; got ${JSON.stringify(frames)}.`)), 3000);
        const check = () => {
          const frame = frames.find((f) => f.event === event);
          if (frame) {
            clearTimeout(timer);
            socket.off('message', check);
            resolve(frame);
          }
        };
        socket.on('message', check);
        check();
      });
    socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString('utf8')) as { event: string; data: string }));
    try {
      const established = await waitFor('pusher:connection_established');
      expect(JSON.parse(established.data)).toMatchObject({ socket_id: expect.stringMatching(/^\d+\.\d+$/) });

      const channel = 'guest.announcement.server-test';
      socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
      await waitFor('pusher_internal:subscription_succeeded');

      const published = await post('/__mock/realtime/publish', { channel, event: 'achievement.unlocked', data: { title: 'First steps' } });
      expect((await json(published)).data).toEqual({ channel, event: 'achievement.unlocked', delivered: 1 });
      const event = await waitFor('achievement.unlocked');
      expect(event.channel).toBe(channel);
      expect(JSON.parse(event.data)).toEqual({ title: 'First steps' });
    } finally {
      socket.terminate();
    }
  });

  it('closes gracefully: open keep-alive connections and sockets end, the port is free again', async () => {
    const other = await startMockApi({ port: 0 });
    const socket = new WebSocket(other.realtimeUrl);
    await new Promise((resolve) => socket.once('open', resolve));
    expect((await fetch(`${other.url}/__mock/health`)).status).toBe(200);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await other.close();
    await closed;
    await expect(fetch(`${other.url}/__mock/health`)).rejects.toThrow(TypeError);
  });
});
