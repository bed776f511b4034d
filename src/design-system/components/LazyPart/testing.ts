/** For tests of a lazy part: a gate that holds its import until the test calls `release`. */
export function holdImport(): { gate: Promise<void>; release: () => void } {
  let resolveGate: ((value: void) => void) | undefined;
  const gate = new Promise<void>((resolve) => {
    resolveGate = resolve;
  });
  return { gate, release: () => resolveGate?.() };
}
