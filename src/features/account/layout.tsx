import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@/design-system';

/*
 * The parts every page of the frame's (home, profile, shop, settings, support) is built from, beside the
 * design system's: the page's head (its <h1> and a line under it) and muted text.
 */

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  max-width: 48rem;
  overflow-wrap: anywhere;
`;

/** A page's <h1> and the line under it. */
export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Head>
      <PageTitle>{title}</PageTitle>
      {children !== undefined && <Muted>{children}</Muted>}
    </Head>
  );
}

/** Blocks of a page, one under the other. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** A row of actions (buttons, links) that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
