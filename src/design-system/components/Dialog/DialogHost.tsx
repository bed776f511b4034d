import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog, type DialogProps, type DialogResult } from './Dialog';

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
