// Types of bundle-report.mjs (for the TypeScript tests that import it).

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
}
export interface MeasuredFiles extends Sizes {
  files: Array<{ file: string } & Sizes>;
}
export interface LazyChunk extends Sizes {
  name: string;
  module: string;
  files: Array<{ file: string } & Sizes>;
}
export interface RouteBundle {
  initialJs: MeasuredFiles;
  initialCss: MeasuredFiles;
  lazy: LazyChunk[];
  lazyTotal: Sizes;
  otherPages: number;
}
export interface RouteSpec {
  entry?: string;
  page?: string | null;
  /** The route's first screen's module (lazy, loaded with the page): counted in its initial chunks. */
  firstScreen?: string | null;
  /** The route's loaders' module (src/lib/routeData.ts lazyLoader, loaded with the page): counted too. */
  loaders?: string | null;
  otherPages?: RegExp | null;
}

export const GZIP_LEVEL: number;
export function gzipSize(data: string | Uint8Array): number;
export function readManifest(outDir: string): Manifest;
export function staticClosure(manifest: Manifest, roots: string[], exclude?: Set<string>): string[];
export function routeChunks(
  manifest: Manifest,
  route?: RouteSpec,
): {
  entry: string;
  page: string | null;
  shell: string[];
  initial: string[];
  lazy: Array<{ module: string; chunks: string[] }>;
  otherPages: string[];
};
export function chunkFiles(manifest: Manifest, keys: string[]): { js: string[]; css: string[] };
export function moduleLabel(key: string, chunk?: ManifestChunk): string;
export function measureFiles(outDir: string, files: string[], cache?: Map<string, Sizes>): MeasuredFiles;
export function htmlInitialFiles(html: string): string[];
export function routeReport(outDir: string, manifest: Manifest, route: RouteSpec, cache?: Map<string, Sizes>): RouteBundle;
export function bundleReport(
  outDir: string,
  routes: Array<{ name: string; url: string; page: string | null; firstScreen?: string; loaders?: string; note?: string }>,
  options?: { entry?: string; otherPagesPattern?: string | null },
): {
  routes: Array<{ name: string; url: string; page: string } & RouteBundle>;
  skipped: Array<{ name: string; url: string; reason: string }>;
  warnings: string[];
};
