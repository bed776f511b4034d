import { createQueryClient } from '@/api/queryClient';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Renders the app into #root. Both entries (production and demo) end here. */
export function bootstrap() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Orbital cannot start: the page has no #root element.');
  const queryClient = createQueryClient();
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
