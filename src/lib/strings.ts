/**
 * The strings catalogue mechanism (engineering guide §2.8). All user-visible text lives in one
 * catalogue per feature (`src/features/<feature>/strings.ts`), written with `defineStrings` and holding
 * the spec's strings verbatim; text shared by several features lives in `src/lib/strings/common.ts`.
 * Placeholders are written `{name}` ('Welcome to {product}!') and filled with `format`.
 */

/** A catalogue: strings, nested groups of strings. */
export interface StringCatalogue {
  readonly [key: string]: string | StringCatalogue;
}

/** Identity, kept literal (`const`): a catalogue's strings keep their exact types for `format`. */
export function defineStrings<const T extends StringCatalogue>(strings: T): T {
  return strings;
}

/** The placeholder names of a template literal type: '{product} by {username}' → 'product' | 'username'. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type FormatValue = string | number;

/**
 * `format`'s values: a literal template (a catalogue entry) needs exactly its placeholders; a plain
 * `string` template or one without placeholders takes any (or no) record.
 */
export type FormatArgs<T extends string> = string extends T
  ? [vars?: Readonly<Record<string, FormatValue>>]
  : [Placeholders<T>] extends [never]
    ? [vars?: Readonly<Record<string, FormatValue>>]
    : [vars: Readonly<Record<Placeholders<T>, FormatValue>>];

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders from `vars`. A placeholder without a value stays visible as written
 * (so a missing value shows up in review instead of disappearing) and warns in development.
 */
export function format<T extends string>(template: T, ...args: FormatArgs<T>): string {
  const vars: Readonly<Record<string, FormatValue>> = args[0] ?? {};
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    if (value === undefined) {
      if (import.meta.env.DEV) console.warn(`format: no value for placeholder ${whole} in ${JSON.stringify(template)}`);
      return whole;
    }
    return String(value);
  });
}
