import { useEffect } from 'react';
import { useToast } from '@/design-system/components/Toast';
import { subscribeErrorToasts } from '@/lib/errors/globalHandlers';

/**
 * Shows the global error handler's toasts (src/lib/errors/globalHandlers.ts): the 'Error' danger
 * toast with the server's message for mutations and opted-in secondary queries that fail.
 */
export function GlobalErrorToasts() {
  const { toast } = useToast();
  useEffect(() => subscribeErrorToasts((t) => void toast(t)), [toast]);
  return null;
}
