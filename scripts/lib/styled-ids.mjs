// Stable styled-components ids (ADR 0012, "Class names the server and the browser agree on").
//
// Without a compiler plugin, styled-components names each component by a counter: the nth component
// created gets the nth id. The prerender (one Node bundle, every first screen loaded up front) and the
// browser (an entry, then lazy chunks in whatever order they arrive) create components in different
// orders, so one id named different components on each side. Hydration then took over the server's
// style groups under ids that the browser had given to other components, and an override could land
// before the rule it overrides (measured: the game index's sort select drew full width, 57 px of shift,
// on some loads and not others). This transform gives every `styled.tag` and `styled(Component)` call site
// an id from its file and its place in it (`.withConfig({ componentId })`), the same in every build.
import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';

/** The local names a module gives styled-components' `styled` (its default or named export). */
function styledNames(program) {
  const names = new Set();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || !/(?:^|[\\/])styled-components(?:\.js)?(?:\?.*)?$/.test(node.source.value)) continue;
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') names.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && (specifier.imported.name ?? specifier.imported.value) === 'styled') names.add(specifier.local.name);
    }
  }
  return names;
}

/** Each node of the tree with its parent, depth first in source order. */
function walk(node, parent, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, parent);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, node, visit);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, node, visit);
  }
}

/** A file's prefix for its components' ids: a short hash of its path from the project's root. */
export function fileKey(file, root) {
  const path = relative(root, file).split(sep).join('/');
  return createHash('sha256').update(path).digest('base64url').replaceAll(/[^a-zA-Z0-9]/g, '').slice(0, 6);
}

/**
 * Adds `.withConfig({ componentId })` to each styled-components factory call in `code` (JavaScript, after
 * TypeScript and JSX are compiled away): `sc-<file key>-<n>`, n counting the file's call sites in order.
 * Returns null when the module makes no styled component or names its own ids.
 */
export function addStyledIds(code, file, root) {
  if (!code.includes('styled-components')) return null;
  const program = parseAst(code, { lang: 'js' });
  const names = styledNames(program);
  if (names.size === 0) return null;
  const sites = [];
  walk(program, null, (node, parent) => {
    const factory =
      (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && names.has(node.object.name)) ||
      (node.type === 'CallExpression' && node.callee.type === 'Identifier' && names.has(node.callee.name));
    if (!factory) return;
    // Already configured by hand: its id is its author's.
    if (parent?.type === 'MemberExpression' && parent.object === node && parent.property.name === 'withConfig') return;
    sites.push(node.end);
  });
  if (sites.length === 0) return null;
  const key = fileKey(file, root);
  const output = new MagicString(code);
  sites.toSorted((a, b) => a - b).forEach((end, index) => output.appendLeft(end, `.withConfig({ componentId: "sc-${key}-${index}" })`));
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: file }) };
}

/** The Vite plugin: every module of the project (not its dependencies), in every build, dev and test. */
export function stableStyledIds() {
  let root = process.cwd();
  return {
    name: 'orbital-styled-ids',
    // After Vite has compiled TypeScript and JSX: the parser reads plain JavaScript.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?(?:\?.*)?$/, exclude: /[\\/]node_modules[\\/]/ } },
      handler(code, id) {
        return addStyledIds(code, id.replace(/\?.*$/, ''), root);
      },
    },
  };
}
