export const RELAY_CHUNK: string;
