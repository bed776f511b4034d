import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { theme as orbTheme } from '../src/design-system/theme/theme';
import {
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  radii,
  shadows,
  space,
  type ColorToken,
  type DurationToken,
} from '../src/design-system/tokens';

/** What each semantic colour is for (mirrors the comments in tokens/semantic.ts; typed so none is missed). */
const colorNotes: Record<ColorToken, string> = {
  bg: 'Page background behind everything.',
  bgSunken: 'Deepest background: footer, behind the modal backdrop.',
  surface: 'Cards, panels, dropdowns.',
  surfaceRaised: 'Raised surface on a surface: inputs, hovered rows, popovers.',
  surfaceStrong: 'Strongest surface: selected rows, pressed states, avatar fallback.',
  border: 'Hairlines between regions.',
  borderStrong: 'Borders of interactive controls (3:1 against surfaces).',
  text: 'Primary text.',
  textMuted: 'Secondary text: captions, meta lines (4.5:1 on surfaces).',
  textOnAccent: 'Text on the accent and on deep fills (primary and danger buttons).',
  textOnPremium: 'Text on premium (gold) fills.',
  accent: 'Brand accent: primary buttons, active nav.',
  accentHover: 'Accent under the pointer.',
  accentPressed: 'Accent while pressed.',
  accentText: 'Accent used as text or icon on dark surfaces (4.5:1).',
  highlight: "Second accent: links, progress, 'New!'.",
  focus: 'Keyboard focus ring.',
  link: 'Links inside prose.',
  danger: 'Errors and destructive actions, as text or icon.',
  dangerStrong: 'Danger as a fill under white text.',
  warning: 'Warnings.',
  success: 'Success states.',
  successStrong: 'Success as a deep fill (white text on it is below 4.5:1: use bg-coloured text).',
  info: 'Information.',
  sale: 'Sale badges and discounts.',
  premium: 'Premium membership halo and badges.',
  premiumSoft: 'Light end of the premium gradient.',
  backdrop: 'Modal and drawer backdrop.',
  skeleton: 'Skeleton base.',
  skeletonSweep: 'Skeleton shimmer sweep.',
  icon: 'Icons: white at 90 % opacity (spec §9).',
};

const durationNotes: Record<DurationToken, string> = {
  toast: 'Default toast lifetime',
  toastShort: 'Login and sign-out toasts',
  toastAchievement: 'Achievement toast',
  toastSupport: "Support 'Message Sent' toast",
  toastShopError: "Shop list error toast ('Oops!')",
  toastScrollHint: 'Scroll-hint toast',
  toastExit: 'Toast exit animation',
  dialogClose: 'Dialog closing state',
  bubble: "'Coming Soon' bubble",
  sideNav: 'Side navigation open/close',
  search: 'Search bar expand/collapse',
  requestReset: 'Request buttons back to initial',
  confetti: 'Confetti',
  fast: 'Hover and focus transitions',
  base: 'Small UI transitions',
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const Lead = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Grid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? '240px'}, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Swatch = styled.div`
  height: 72px;
  border-radius: ${({ theme }) => theme.radius.md};
  /* A checkerboard shows through translucent tokens (backdrop, icon). */
  background-color: ${({ theme }) => theme.color.bgSunken};
  background-image:
    linear-gradient(45deg, ${({ theme }) => theme.color.surfaceStrong} 25%, transparent 25%, transparent 75%, ${({ theme }) => theme.color.surfaceStrong} 75%),
    linear-gradient(45deg, ${({ theme }) => theme.color.surfaceStrong} 25%, transparent 25%, transparent 75%, ${({ theme }) => theme.color.surfaceStrong} 75%);
  background-size: 16px 16px;
  background-position: 0 0, 8px 8px;
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
`;

const TokenName = styled.code`
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Value = styled.code`
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const meta = {
  title: 'Design System/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => (
    <Section>
      <Title>Colours</Title>
      <Lead>Semantic colours (tier 2). Components use only these names, never the raw palette; each is a CSS variable --orb-color-*.</Lead>
      <Grid>
        {(Object.keys(colors) as ColorToken[]).map((name) => (
          <Card key={name} data-token={name}>
            <Swatch>
              <Fill style={{ background: orbTheme.color[name] }} />
            </Swatch>
            <TokenName>{name}</TokenName>
            <Value>{colors[name]}</Value>
            <Note>{colorNotes[name]}</Note>
          </Card>
        ))}
      </Grid>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-token]')).toHaveLength(Object.keys(colors).length);
  },
};

const Specimen = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 180px) 1fr;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const TokenMeta = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Typography: Story = {
  render: () => (
    <Section>
      <Title>Typography</Title>
      <div>
        {(Object.keys(fonts) as (keyof typeof fonts)[]).map((name) => (
          <Specimen key={name}>
            <TokenMeta>
              <TokenName>font.{name}</TokenName>
              <Value>{fonts[name].split(',')[0]}</Value>
            </TokenMeta>
            <p style={{ fontFamily: orbTheme.font[name], fontSize: orbTheme.fontSize.xl }}>Play VR games in your browser, no download.</p>
          </Specimen>
        ))}
      </div>
      <div>
        {(Object.keys(fontSizes) as (keyof typeof fontSizes)[]).map((name) => (
          <Specimen key={name}>
            <TokenMeta>
              <TokenName>fontSize.{name}</TokenName>
              <Value>{fontSizes[name]}</Value>
            </TokenMeta>
            <p style={{ fontFamily: orbTheme.font.display, fontSize: orbTheme.fontSize[name], lineHeight: lineHeights.tight }}>Most Popular Games</p>
          </Specimen>
        ))}
      </div>
      <div>
        {(Object.keys(fontWeights) as (keyof typeof fontWeights)[]).map((name) => (
          <Specimen key={name}>
            <TokenMeta>
              <TokenName>fontWeight.{name}</TokenName>
              <Value>{fontWeights[name]}</Value>
            </TokenMeta>
            <p style={{ fontWeight: fontWeights[name], fontSize: orbTheme.fontSize.lg }}>Starfall Arena</p>
          </Specimen>
        ))}
        {(Object.keys(lineHeights) as (keyof typeof lineHeights)[]).map((name) => (
          <Specimen key={name}>
            <TokenMeta>
              <TokenName>lineHeight.{name}</TokenName>
              <Value>{lineHeights[name]}</Value>
            </TokenMeta>
            <p style={{ lineHeight: lineHeights[name], maxWidth: '48ch' }}>
              Players discover, play and share browser VR games with no download. Achievements unlocked are announced in real time.
            </p>
          </Specimen>
        ))}
      </div>
    </Section>
  ),
};

const Bar = styled.div`
  height: 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(90deg, ${({ theme }) => theme.color.accent}, ${({ theme }) => theme.color.highlight});
`;

export const Spacing: Story = {
  render: () => (
    <Section>
      <Title>Spacing</Title>
      <Lead>A 4 px grid for padding and gaps. Components never set outer margins.</Lead>
      <div>
        {(Object.keys(space) as unknown as (keyof typeof space)[]).map((name) => (
          <Specimen key={name}>
            <TokenMeta>
              <TokenName>space[{name}]</TokenName>
              <Value>{space[name]}</Value>
            </TokenMeta>
            <Bar style={{ width: orbTheme.space[name], minWidth: '2px' }} />
          </Specimen>
        ))}
      </div>
    </Section>
  ),
};

const RadiusBox = styled.div`
  width: 96px;
  height: 96px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surfaceStrong};
`;

export const Radii: Story = {
  render: () => (
    <Section>
      <Title>Radii</Title>
      <Grid $min="160px">
        {(Object.keys(radii) as (keyof typeof radii)[]).map((name) => (
          <Card key={name}>
            <RadiusBox style={{ borderRadius: orbTheme.radius[name] }} />
            <TokenName>radius.{name}</TokenName>
            <Value>{radii[name]}</Value>
          </Card>
        ))}
      </Grid>
    </Section>
  ),
};

const ShadowStage = styled.div`
  display: grid;
  place-items: center;
  height: 140px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};
`;

const ShadowBox = styled.div`
  width: 96px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

export const Shadows: Story = {
  render: () => (
    <Section>
      <Title>Shadows</Title>
      <Lead>Elevation, the accent glow, and the premium halo of the account control (spec §2).</Lead>
      <Grid $min="220px">
        {(Object.keys(shadows) as (keyof typeof shadows)[]).map((name) => (
          <Card key={name}>
            <ShadowStage>
              <ShadowBox style={{ boxShadow: orbTheme.shadow[name], borderRadius: name === 'halo' ? '50%' : undefined, width: name === 'halo' ? 64 : undefined }} />
            </ShadowStage>
            <TokenName>shadow.{name}</TokenName>
            <Value>{shadows[name]}</Value>
          </Card>
        ))}
      </Grid>
    </Section>
  ),
};

const Table = styled.table`
  width: 100%;
  max-width: 880px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  td:nth-child(2) {
    font-family: ${({ theme }) => theme.font.mono};
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  caption {
    padding-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: left;
  }
`;

export const Motion: Story = {
  render: () => (
    <Section>
      <Title>Motion</Title>
      <Table>
        <caption>Durations (spec §9), in milliseconds. theme.duration.* are numbers; CSS has --orb-duration-*.</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">ms</th>
            <th scope="col">Used for</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(durations) as DurationToken[]).map((name) => (
            <tr key={name}>
              <td>
                <TokenName>{name}</TokenName>
              </td>
              <td>{durations[name]}</td>
              <td>{durationNotes[name]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table>
        <caption>Easings</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Curve</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(easings) as (keyof typeof easings)[]).map((name) => (
            <tr key={name}>
              <td>
                <TokenName>{name}</TokenName>
              </td>
              <td>{easings[name]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Durations/ });
    await expect(within(table).getByRole('row', { name: /requestReset 1000/ })).toBeInTheDocument();
  },
};
