import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Badge, SaleBadge, type BadgeTone } from './Badge';

const allTones: BadgeTone[] = ['neutral', 'accent', 'success', 'warning', 'danger', 'info', 'premium', 'sale', 'highlight'];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { children: 'Multiplayer' },
  argTypes: {
    tone: { control: 'select', options: allTones },
    variant: { control: 'inline-radio', options: ['soft', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { tone: 'neutral' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Action' } };
export const Success: Story = { args: { tone: 'success', children: 'Active', icon: 'check' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Beta' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Banned' } };
export const Info: Story = { args: { tone: 'info', children: 'WebXR' } };
export const PremiumTone: Story = { name: 'Premium', args: { tone: 'premium', children: 'Premium', icon: 'crown' } };
export const SaleTone: Story = { name: 'Sale tone', args: { tone: 'sale', children: 'Sale' } };
export const Highlight: Story = { args: { tone: 'highlight', variant: 'solid', children: 'New!' } };

export const Soft: Story = {
  render: (args) => (
    <Panel>
      <Row>
        {allTones.map((tone) => (
          <Badge key={tone} {...args} tone={tone} variant="soft">
            {tone}
          </Badge>
        ))}
      </Row>
    </Panel>
  ),
};

export const Solid: Story = {
  render: (args) => (
    <Panel>
      <Row>
        {allTones.map((tone) => (
          <Badge key={tone} {...args} tone={tone} variant="solid">
            {tone}
          </Badge>
        ))}
      </Row>
    </Panel>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Badge {...args} size="sm" tone="accent">
        Small
      </Badge>
      <Badge {...args} size="md" tone="accent">
        Medium
      </Badge>
      <Badge {...args} size="lg" tone="accent">
        Large
      </Badge>
    </Row>
  ),
};

export const WithIcon: Story = { args: { tone: 'info', icon: 'headset', children: 'VR ready' } };

export const Sale: Story = {
  render: () => <SaleBadge price={100} discountedPrice={75} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-25%')).toBeVisible();
  },
};

export const SaleLarge: Story = {
  render: () => <SaleBadge price={1999} discountedPrice={999} size="lg" />,
  play: async ({ canvasElement }) => {
    // 1000 / 1999 = 50.03 % rounds to 50.
    await expect(within(canvasElement).getByText('-50%')).toBeVisible();
  },
};

export const SaleNoDiscount: Story = {
  name: 'Sale: no discount (renders nothing)',
  render: () => (
    <div data-testid="slot">
      <SaleBadge price={100} discountedPrice={0} />
      <SaleBadge price={0} discountedPrice={0} />
      <SaleBadge price={100} discountedPrice={100} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('slot')).toBeEmptyDOMElement();
  },
};
