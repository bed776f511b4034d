// Types of bundle-markers.mjs (for the TypeScript tests that import it).

export interface DemoOnlyMarker {
  area: string;
  marker: string;
  /** 'demo' (must occur in the demo build) or a file path relative to the repository root. */
  witness: string;
  why: string;
}
export interface MarkerFinding {
  file: string;
  marker: string;
  area: string;
  in: 'name' | 'content';
}

export const DEMO_ONLY_MARKERS: ReadonlyArray<DemoOnlyMarker>;
export function listFiles(dir: string): string[];
export function scanForMarkers(dir: string, markers?: ReadonlyArray<DemoOnlyMarker>): MarkerFinding[];
export function staleMarkers(
  dirs: { root: string; demoDir: string | null },
  markers?: ReadonlyArray<DemoOnlyMarker>,
): { stale: DemoOnlyMarker[]; unchecked: DemoOnlyMarker[] };
