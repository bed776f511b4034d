import { createQueryClient } from '@/api/queryClient';
import { config } from '@/config';
import { onMutationError, onQueryError } from '@/lib/errors/globalHandlers';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { browserMaintenanceGate } from './maintenanceGate';
import { installPreloadErrorHandler } from './preloadError';

/**
 * Renders the app into #root. Both entries (production and demo) end here, after the demo entry has
 * applied the sandbox through the app's seams.
 *
 * 1. The maintenance gate (Decision 4): with the gate on and no bypass cookie, nothing renders — the
 *    one deliberate blank page. `?bypass=<key>` sets the cookie and leaves the address bar.
 * 2. Stale deployments: `vite:preloadError` → one guarded reload, then the 500 screen.
 * 3. The QueryClient with the global handler for errors no page handles ('Error' toast, debug values
 *    to analytics; src/lib/errors/globalHandlers.ts).
 */
export function bootstrap() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Orbital cannot start: the page has no #root element.');
  const gate = browserMaintenanceGate(config.maintenance);
  if (!gate.open) {
    document.body.dataset.maintenance = 'gated';
    return;
  }
  installPreloadErrorHandler();
  const queryClient = createQueryClient({ onQueryError, onMutationError });
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
