import styled from 'styled-components';
import { TextLink, type TextLinkProps } from '@/design-system';
import { renderRouterLink } from '@/lib/routerLink';

export const CardHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  max-width: 48rem;
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

/** Two columns from md up (player cards, legal links). */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** An in-app text link of the help pages: underlined, accent colour, generous hit area (guide §5). */
export function HelpLink(props: Omit<TextLinkProps, 'variant'>) {
  return <TextLink variant="underlined" renderLink={renderRouterLink} {...props} />;
}

/** A list of links without bullets. */
export const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  padding: 0;
  margin: 0;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * The line under 'Players' (who is signed in, or the guest's note). While the session is unknown
 * (`$pending`) it keeps its room, invisible, so the cards below never move when it appears.
 */
export const SessionNote = styled(Muted)<{ $pending?: boolean }>`
  visibility: ${({ $pending }) => ($pending ? 'hidden' : 'visible')};
`;
