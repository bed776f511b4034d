import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Notice } from '../Notice';
import { Prose } from '../Prose';
import { BackLink, TextLink } from '../TextLink';
import { MetaItem, MetaRow, Page, PageTitle, ReadingColumn, Section, SectionHeader, SectionTitle } from './PageLayout';
import { Icon } from '../../icons';

const meta = {
  title: 'Design System/PageLayout',
  component: Page,
  parameters: { layout: 'fullscreen' },
  argTypes: { gap: { control: 'inline-radio', options: ['md', 'lg', 'xl'] } },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A content page composed from the layout primitives: back link, h1, sections with headers. */
export const Composition: Story = {
  args: { gap: 'lg' },
  render: (args) => (
    <Page {...args} data-testid="page">
      <BackLink href="#developer">Back to Nebula Forge</BackLink>
      <PageTitle>Announcements</PageTitle>
      <Section aria-labelledby="latest">
        <SectionHeader>
          <SectionTitle id="latest">Latest announcements</SectionTitle>
          <TextLink href="#all">View all announcements</TextLink>
        </SectionHeader>
        <Prose html="<p>Season two of <strong>Starfall Arena</strong> lands next week.</p>" />
      </Section>
      <Section aria-labelledby="games">
        <SectionHeader divided>
          <SectionTitle id="games">Games</SectionTitle>
        </SectionHeader>
        <Notice icon="gamepad">No games yet.</Notice>
      </Section>
      <Section aria-labelledby="legal">
        <SectionTitle id="legal" size="md">
          Legal
        </SectionTitle>
        <TextLink href="#terms" variant="underlined">
          Terms of Service
        </TextLink>
      </Section>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'Games' })).toBeVisible();
  },
};

/** The list pages' spacing (games index, tag page): a header with the title and a control. */
export const ListPage: Story = {
  args: { gap: 'md' },
  render: (args) => (
    <Page {...args}>
      <SectionHeader>
        <PageTitle>Tag: Multiplayer</PageTitle>
        <TextLink href="#sort">Sort</TextLink>
      </SectionHeader>
      <Notice icon="search" title="No results">
        Please try searching using different filters.
      </Notice>
    </Page>
  ),
};

/** An article page: the reading column with the title, a meta row and the body. */
export const Article: Story = {
  render: (args) => (
    <Page {...args}>
      <ReadingColumn>
        <BackLink href="#blog">Back to Blog</BackLink>
        <PageTitle>Season two lands next week</PageTitle>
        <MetaRow>
          <TextLink href="#author" variant="strong">
            Ada Lovelace
          </TextLink>
          <MetaItem>
            <Icon name="calendar" size="sm" tone="inherit" />
            <time dateTime="2025-01-02T10:00:00Z">Jan 2, 2025 10:00 AM</time>
          </MetaItem>
        </MetaRow>
        <Prose html="<p>New arenas, new ships and a ranked ladder.</p><h2>Ranked</h2><p>Climb the ladder.</p>" />
      </ReadingColumn>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toContainElement(canvas.getByRole('heading', { level: 1 }));
  },
};
