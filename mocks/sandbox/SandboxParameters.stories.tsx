import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';

/*
 * Shows that a story picks its server state through parameters: `parameters.sandbox` (persona,
 * scenario, now, fail) and `parameters.msw.handlers` (one call answered differently). The probe asks
 * the mock API directly, the way any page's fetcher would.
 */

const Card = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  max-width: 32rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
  }
`;

interface Probe {
  auth: string;
  content: string;
}

async function call(path: string, init?: RequestInit): Promise<string> {
  try {
    const response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, ...init });
    const body = (await response.json()) as { data?: { account?: { username?: string } } | null; status?: { message?: string } };
    return response.ok ? `${response.status} ${body.data?.account?.username ?? 'ok'}` : `${response.status} ${body.status?.message ?? ''}`.trim();
  } catch {
    return 'network error';
  }
}

function SandboxProbe() {
  const [probe, setProbe] = useState<Probe | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([
      call('/v1/public/user/auth/status'),
      call('/v1/public/system/redirect/check', { method: 'POST', body: JSON.stringify({ route: '/old-games' }) }),
    ]).then(([auth, content]) => {
      if (live) setProbe({ auth, content });
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Card data-testid="probe" data-state={probe === null ? 'loading' : 'done'}>
      <dt>auth status</dt>
      <dd data-testid="auth">{probe?.auth ?? '…'}</dd>
      <dt>content call</dt>
      <dd data-testid="content">{probe?.content ?? '…'}</dd>
    </Card>
  );
}

const meta = {
  title: 'Sandbox/Parameters',
  component: SandboxProbe,
} satisfies Meta<typeof SandboxProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

async function answers(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByTestId('probe')).toHaveAttribute('data-state', 'done'), { timeout: 5000 });
  const auth = canvas.getByTestId('auth');
  return { auth: auth.textContent ?? '', content: canvas.getByTestId('content').textContent ?? '' };
}

/** No parameters: a guest, default scenario. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const { auth, content } = await answers(canvasElement);
    await expect(auth).toMatch(/^401 /);
    await expect(content).toBe('200 ok');
  },
};

export const AsPlayer: Story = {
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    await expect((await answers(canvasElement)).auth).toBe('200 player');
  },
};

export const Maintenance: Story = {
  parameters: { sandbox: { persona: 'developer', scenario: 'maintenance' } },
  play: async ({ canvasElement }) => {
    const { auth, content } = await answers(canvasElement);
    await expect(auth).toMatch(/^503 We're currently down for maintenance/);
    await expect(content).toMatch(/^503 /);
  },
};

export const Offline: Story = {
  parameters: { sandbox: { persona: 'premium', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const { auth, content } = await answers(canvasElement);
    await expect(auth).toBe('200 premium');
    await expect(content).toBe('network error');
  },
};

export const FailingCall: Story = {
  parameters: { sandbox: { fail: ['system.redirectCheck'], failStatus: 409 } },
  play: async ({ canvasElement }) => {
    await expect((await answers(canvasElement)).content).toMatch(/^409 /);
  },
};

/** A story's own handler wins over the shared one (msw-storybook-addon's `parameters.msw.handlers`). */
export const HandlerOverride: Story = {
  parameters: {
    msw: {
      handlers: {
        system: [
          http.post('*/v1/public/system/redirect/check', () =>
            HttpResponse.json({ status: { success: false, code: 404, message: 'Overridden by the story.', debug: null }, data: null }, { status: 404 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect((await answers(canvasElement)).content).toBe('404 Overridden by the story.');
  },
};
