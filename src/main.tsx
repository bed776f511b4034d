import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from './design-system/components/Button';
import { DesignSystemProvider } from './design-system/theme/ThemeProvider';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DesignSystemProvider>
      <Button>Orbital</Button>
    </DesignSystemProvider>
  </StrictMode>,
);
