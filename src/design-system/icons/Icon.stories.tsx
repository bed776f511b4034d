import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import type { ColorToken } from '../tokens';
import { Icon, type IconSize } from './Icon';
import { iconNames } from './names';

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Name = styled.code`
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
  word-break: break-word;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[6]};
`;

const Cell = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Rating = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.premium};
`;

const meta = {
  title: 'Design System/Icon',
  component: Icon,
  args: { name: 'headset', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Labelled: Story = {
  args: { name: 'trophy', label: 'Achievements' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Achievements' })).toBeInTheDocument();
  },
};

/** Every icon in the set with its name (spec §9: reactions, statuses, social logos, navigation). */
export const AllIcons: Story = {
  render: (args) => (
    <Gallery>
      {iconNames.map((name) => (
        <Tile key={name}>
          <Icon {...args} name={name} size="xl" />
          <Name>{name}</Name>
        </Tile>
      ))}
    </Gallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(iconNames.length);
  },
};

const sizes: IconSize[] = ['sm', 'md', 'lg', 'xl'];
export const Sizes: Story = {
  render: (args) => (
    <Row>
      {sizes.map((size) => (
        <Cell key={size}>
          <Icon {...args} size={size} />
          <Name>{size}</Name>
        </Cell>
      ))}
    </Row>
  ),
};

const tones: ('default' | ColorToken)[] = ['default', 'text', 'textMuted', 'accentText', 'highlight', 'success', 'warning', 'danger', 'info', 'premium'];
export const Tones: Story = {
  render: (args) => (
    <Row>
      {tones.map((tone) => (
        <Cell key={tone}>
          <Icon {...args} tone={tone} />
          <Name>{tone}</Name>
        </Cell>
      ))}
    </Row>
  ),
};

export const InheritsTextColour: Story = {
  args: { name: 'star', tone: 'inherit' },
  render: (args) => (
    <Rating>
      <Icon {...args} /> 4.8 rating
    </Rating>
  ),
};
