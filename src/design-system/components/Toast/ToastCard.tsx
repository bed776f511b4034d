import type { AriaAttributes, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Icon, type IconName } from '../../icons';
import type { ColorToken } from '../../tokens';
import { CloseButton } from '../Modal/CloseButton';

export type ToastType = 'danger' | 'info' | 'warning' | 'success';

const typeColor: Record<ToastType, ColorToken> = { danger: 'danger', info: 'info', warning: 'warning', success: 'success' };
const typeIcon: Record<ToastType, IconName> = { danger: 'danger', info: 'info', warning: 'warning', success: 'success' };

interface CommonCardProps extends AriaAttributes {
  /** Show the close button (and call this from it). Omit for a toast that cannot be closed. */
  onClose?: () => void;
  closeLabel?: string;
  /** Length of the countdown bar in ms; omit for none (a toast that stays). */
  countdown?: number;
  /** Freeze the countdown bar (hover, focus). */
  paused?: boolean;
}

export interface ToastCardProps extends CommonCardProps {
  variant?: 'toast';
  type?: ToastType;
  title: string;
  body?: ReactNode;
  icon?: IconName;
}

export interface AchievementCardProps extends CommonCardProps {
  variant: 'achievement';
  title: string;
  desc?: ReactNode;
  /** Thumbnail URL; the caller resolves placeholders. */
  thumb?: string;
  thumbAlt?: string;
  /** Small line above the title, e.g. the caller's 'Achievement Unlocked'. */
  eyebrow?: string;
}

const drain = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;

const Card = styled.div<{ $color: ColorToken; $achievement: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  overflow: hidden;
  border: 1px solid color-mix(in srgb, ${({ theme, $color }) => theme.color[$color]} 32%, transparent);
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    linear-gradient(100deg, color-mix(in srgb, ${({ theme, $color }) => theme.color[$color]} 14%, transparent), transparent 55%),
    color-mix(in srgb, ${({ theme }) => theme.color.surfaceRaised} 92%, transparent);
  box-shadow:
    ${({ theme }) => theme.shadow.md},
    inset 0 1px 0 color-mix(in srgb, ${({ theme }) => theme.color.text} 7%, transparent);
  backdrop-filter: blur(16px) saturate(140%);
  color: ${({ theme }) => theme.color.text};
  pointer-events: auto;

  /* The status stripe on the leading edge. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 3px;
    background: ${({ theme, $color }) => theme.color[$color]};
    box-shadow: 0 0 12px ${({ theme, $color }) => theme.color[$color]};
  }

  ${({ $achievement, theme }) =>
    $achievement &&
    css`
      box-shadow:
        ${theme.shadow.md},
        0 0 0 1px color-mix(in srgb, ${theme.color.premium} 45%, transparent),
        0 10px 40px color-mix(in srgb, ${theme.color.premium} 22%, transparent);
    `}
`;

const IconBubble = styled.span<{ $color: ColorToken }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  margin-top: 2px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme, $color }) => theme.color[$color]};
  background: color-mix(in srgb, ${({ theme, $color }) => theme.color[$color]} 16%, transparent);
`;

const Thumb = styled.img`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.md};
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceStrong};
  box-shadow: 0 0 0 1px color-mix(in srgb, ${({ theme }) => theme.color.premium} 50%, transparent);
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[1]} 0`};
  align-self: center;
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.premium};
`;

const Title = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Countdown = styled.span<{ $ms: number; $paused: boolean; $color: ColorToken }>`
  position: absolute;
  inset: auto 0 0 0;
  height: 2px;
  transform-origin: left;
  background: color-mix(in srgb, ${({ theme, $color }) => theme.color[$color]} 70%, transparent);
  animation: ${drain} ${({ $ms }) => $ms}ms linear forwards;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};

  ${({ theme }) => theme.mq.reducedMotion} {
    display: none;
  }
`;

/**
 * One toast as drawn: a status toast (icon, title, body) or an achievement (thumbnail, eyebrow, title,
 * description). A danger toast is an assertive live region (role="alert"); every other toast is polite
 * (role="status"). Timing lives in ToastProvider; this only draws.
 */
export function ToastCard(props: ToastCardProps | AchievementCardProps) {
  const { onClose, closeLabel = 'Dismiss', countdown, paused = false } = props;
  const achievement = props.variant === 'achievement';
  const type: ToastType = props.variant === 'achievement' ? 'success' : (props.type ?? 'info');
  const color: ColorToken = achievement ? 'premium' : typeColor[type];
  const aria = ariaOf(props);

  return (
    <Card role={type === 'danger' ? 'alert' : 'status'} aria-atomic="true" $color={color} $achievement={achievement} data-type={achievement ? 'achievement' : type} {...aria}>
      {props.variant === 'achievement' ? (
        <>
          {props.thumb && <Thumb src={props.thumb} alt={props.thumbAlt ?? ''} width={56} height={56} />}
          <Text>
            {props.eyebrow && <Eyebrow>{props.eyebrow}</Eyebrow>}
            <Title>{props.title}</Title>
            {props.desc && <Body>{props.desc}</Body>}
          </Text>
        </>
      ) : (
        <>
          <IconBubble $color={color}>
            <Icon name={props.icon ?? typeIcon[type]} tone="inherit" />
          </IconBubble>
          <Text>
            <Title>{props.title}</Title>
            {props.body && <Body>{props.body}</Body>}
          </Text>
        </>
      )}
      {onClose && <CloseButton size="sm" label={closeLabel} onClick={onClose} />}
      {countdown !== undefined && Number.isFinite(countdown) && countdown > 0 && (
        <Countdown aria-hidden="true" $ms={countdown} $paused={paused} $color={color} />
      )}
    </Card>
  );
}

/** Only the aria-* props, so that the variant's own props never reach the DOM. */
function ariaOf(props: object): AriaAttributes {
  return Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('aria-'))) as AriaAttributes;
}
