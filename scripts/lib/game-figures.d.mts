// Types of game-figures.mjs (for the TypeScript tests that import it).

export function gameStartupJs(gamesDir: string): Array<{ slug: string; gzip: number; files: number }>;
export function measureStarfallXr(options?: { gamesDir?: string; port?: number }): Promise<{ calls: number; triangles: number; firstFrameMs: number; samples: number }>;
