// Types of generic-game.mjs (the games origin's generic demo game).
import type { IncomingMessage } from 'node:http';

type GameRequest = IncomingMessage | { method?: string; url?: string; headers: IncomingMessage['headers'] };

export const GENERIC_GAME: string;
export function genericGamePath(path: string, hasBuild: (slug: string) => boolean): string | null;
export function withGenericGame(req: GameRequest, root: string): Promise<GameRequest>;
