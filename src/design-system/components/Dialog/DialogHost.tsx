import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DialogProps, DialogResult } from './Dialog';

/*
 * The dialog (and DOMPurify with it) is a chunk of its own, fetched when the first dialog is asked for:
 * `open()` starts the download before React renders the request, and a page that shows no dialog never
 * pays for it.
 */
let dialogModule: Promise<{ default: typeof import('./Dialog').Dialog }> | undefined;
const loadDialog = () => (dialogModule ??= import('./Dialog').then((mod) => ({ default: mod.Dialog })));
const Dialog = lazy(loadDialog);

/** Everything a dialog takes, except that the host opens and closes it. */
export type DialogOptions = Omit<DialogProps, 'open'>;

export interface DialogApi {
  /** Shows a dialog (queued behind any that is open) and resolves with how it ended, after it has closed. */
  open: (options: DialogOptions) => Promise<DialogResult>;
}

interface Request {
  id: number;
  options: DialogOptions;
  resolve: (result: DialogResult) => void;
}

const DialogContext = createContext<DialogApi | null>(null);

/**
 * Provides `useDialog()` to its children and renders the dialogs it opens, one at a time in order. The
 * queue lives in this component's state, so every host (and every test) has its own.
 */
export function DialogHost({ children }: { children?: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const nextId = useRef(0);

  const open = useCallback(
    (options: DialogOptions) =>
      new Promise<DialogResult>((resolve) => {
        loadDialog().catch(() => {
          // Reported where it renders: the lazy Dialog throws the same failure to the error boundary.
        });
        nextId.current += 1;
        const id = nextId.current;
        setQueue((current) => [...current, { id, options, resolve }]);
      }),
    [],
  );
  const api = useMemo<DialogApi>(() => ({ open }), [open]);
  const current = queue[0];

  return (
    <DialogContext value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <Dialog
            key={current.id}
            {...current.options}
            open
            onClosed={(result) => {
              current.options.onClosed?.(result);
              current.resolve(result);
              setQueue((list) => list.filter((request) => request.id !== current.id));
            }}
          />
        </Suspense>
      )}
    </DialogContext>
  );
}

/** The imperative dialog API of the nearest DialogHost. */
export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog() needs a <DialogHost> above it.');
  return api;
}
