import { request } from 'node:http';

/**
 * GET with a chosen Accept-Encoding, reading the body as sent (fetch would decode it): for tests of what
 * a server puts on the wire.
 */
export function rawGet(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
