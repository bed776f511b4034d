export const COMPRESSIBLE: Set<string>;
export interface PrecompressReport {
  /** The directory or file, absolute. */
  path: string;
  /** Compressible files read. */
  files: number;
  /** .br and .gz variants written (none where it would not be smaller). */
  written: number;
  /** Stale variants removed (their file is gone). */
  removed: number;
  bytes: number;
  /** What a brotli or a gzip client downloads for those files. */
  brotliBytes: number;
  gzipBytes: number;
}
/** Precompresses every compressible file under a directory, or one file. */
export function precompress(path: string): Promise<PrecompressReport>;
