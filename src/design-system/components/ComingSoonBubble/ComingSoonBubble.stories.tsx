import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComingSoonBubble, useComingSoonBubble } from './ComingSoonBubble';

const Links = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[16]};

  button {
    min-height: ${({ theme }) => theme.size.minHit};
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
  button:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

function FooterLinks({ text }: { text: string }) {
  const { show, bubble } = useComingSoonBubble({ text });
  return (
    <Links>
      <button type="button" onClick={show}>
        Updates &amp; News
      </button>
      <button type="button" onClick={show}>
        Community
      </button>
      {bubble}
    </Links>
  );
}

const meta = {
  title: 'Design System/ComingSoonBubble',
  component: ComingSoonBubble,
  args: { at: { x: 220, y: 140 }, children: 'Coming Soon' },
} satisfies Meta<typeof ComingSoonBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async () => {
    await expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Coming Soon');
  },
};

export const NearTopEdge: Story = { args: { at: { x: 12, y: 6 } } };

export const Hidden: Story = {
  args: { at: null },
  play: async () => {
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const OnFooterLinks: Story = {
  render: () => <FooterLinks text="Coming Soon" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Community' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Coming Soon');
    // Spec §4: it hides after 1500 ms.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const KeyboardActivation: Story = {
  render: () => <FooterLinks text="Coming Soon" />,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Updates & News' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('status')).toHaveTextContent('Coming Soon');
  },
};
