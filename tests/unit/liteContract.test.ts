import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/contract';
import { liteContract } from '../../vite.config';

/* The production build's contract (vite.config.ts, ADR 0008): the same endpoints, without schemas. */

type Hooks = {
  configResolved: (config: { mode: string; env: Record<string, string> }) => void;
  load: (id: string) => Promise<string | null>;
};
const contractFile = resolve(process.cwd(), 'src/api/contract.ts');

async function generated(mode: string, env: Record<string, string> = {}) {
  const plugin = liteContract() as unknown as Hooks;
  plugin.configResolved({ mode, env });
  return plugin.load(contractFile);
}

describe('the lite contract plugin', () => {
  it('gives production every endpoint with its method, path and body flag, and no schema (auth is for the docs and the mocks)', async () => {
    const code = await generated('production');
    expect(code).not.toBeNull();
    // The module's own statements (without its re-export from './endpoint'), run: the endpoints as they load.
    const statements = (code ?? '')
      .split('\n')
      .filter((line) => !line.startsWith('export {'))
      .map((line) => line.replace(/^export /, ''))
      .join('\n');
    // oxlint-disable-next-line no-new-func -- the generated module's code, evaluated to test it
    const lite = new Function(`${statements}\nreturn endpoints;`)() as Record<string, Record<string, unknown>>;
    expect(Object.keys(lite)).toEqual(Object.keys(endpoints));
    for (const [key, endpoint] of Object.entries(endpoints)) {
      const expected: Record<string, unknown> = { key, method: endpoint.method, path: endpoint.path };
      if ('body' in endpoint) expected.body = true;
      expect(lite[key]).toEqual(expected);
    }
    expect(code).toContain("export { buildPath, callEndpoint, decodeQuery, matchPath, pathParamNames } from './endpoint';");
  });

  it('leaves the contract alone where responses are checked, and in the demo', async () => {
    expect(await generated('production', { VITE_ORBITAL_CHECK_RESPONSES: 'true' })).toBeNull();
    expect(await generated('demo')).toBeNull();
    expect(await generated('development')).toBeNull();
  });

  it('only replaces the contract module', async () => {
    const plugin = liteContract() as unknown as Hooks;
    plugin.configResolved({ mode: 'production', env: {} });
    expect(await plugin.load(resolve(process.cwd(), 'src/api/client.ts'))).toBeNull();
  });
});
