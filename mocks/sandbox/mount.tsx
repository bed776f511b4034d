import { createRoot, type Root } from 'react-dom/client';
import { DesignSystemProvider } from '@/design-system';
import { SandboxPanel } from './SandboxPanel';
import type { SandboxController } from './types';

export const SANDBOX_ROOT_ID = 'orbital-sandbox';

/**
 * Mounts the sandbox panel in its own React root, on a div appended to <body>: the app's tree never
 * contains it, and the app never knows it is there.
 */
export function mountSandboxPanel(controller: SandboxController): Root {
  let host = document.getElementById(SANDBOX_ROOT_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = SANDBOX_ROOT_ID;
    document.body.append(host);
  }
  const root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <SandboxPanel controller={controller} />
    </DesignSystemProvider>,
  );
  return root;
}
