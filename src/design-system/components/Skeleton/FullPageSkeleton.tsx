import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Skeleton } from './Skeleton';

export interface FullPageSkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Accessible name of the loading region. */
  label?: string;
  /** Include the header and side navigation; false when the shell is already on screen. */
  shell?: boolean;
  /** Number of card placeholders in the grid (a page of games is 8). */
  cards?: number;
  /**
   * What stands at the top instead of the generic hero block: a route's own first-screen shape (its
   * hero as the page lays it out, with an EarlyImageSkeleton for a prerendered page's early image).
   */
  hero?: ReactNode;
  /**
   * A route's whole first screen instead of the generic hero, heading and grid (a list page's own
   * header, filters and cards), spaced as a Page with gap 'md'.
   */
  page?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const Page = styled.div<{ $shell: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: ${({ $shell }) => ($shell ? '100dvh' : 'auto')};
  background: ${({ theme, $shell }) => ($shell ? theme.color.bg : 'transparent')};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.size.headerHeight};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgSunken};
`;

const SearchSlot = styled.div`
  flex: 1;
  max-width: 420px;
  margin-inline: auto;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const Side = styled.div`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: ${({ theme }) => theme.size.sideNavWidth};
  flex: none;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgSunken};

  ${({ theme }) => theme.mq.md} {
    display: flex;
  }
`;

const NavRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  flex: 1;
  min-width: 0;
  /* The page frame's own measures (PageLayout's Page), so a page's shape drawn here sits where the page puts it. */
  width: 100%;
  max-width: ${({ theme }) => theme.size.contentMax};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  }
`;

const SectionHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const navWidths = ['62%', '48%', '70%', '40%', '56%', '66%'];

/**
 * What a page looks like before its data arrives (spec §2: 'A full-page loading skeleton shows
 * while data loads'): header, side navigation, hero and a grid of cards. One status region named by
 * `label`; the shapes inside are decorative.
 */
export function FullPageSkeleton({ label = 'Loading', shell = true, cards = 8, hero, page, ref, ...rest }: FullPageSkeletonProps) {
  const main = page ? (
    <Main>{page}</Main>
  ) : (
    <Main>
      {hero ?? <Skeleton aspectRatio="21 / 8" radius="xl" />}
      <SectionHead>
        <Skeleton shape="text" width="min(40%, 240px)" />
        <Skeleton shape="text" width="96px" />
      </SectionHead>
      <Grid>
        {Array.from({ length: Math.max(0, cards) }, (_, i) => (
          <Card key={i}>
            <Skeleton aspectRatio="16 / 9" radius="md" />
            <Skeleton shape="text" lines={2} />
          </Card>
        ))}
      </Grid>
    </Main>
  );

  return (
    <Page ref={ref} role="status" aria-busy="true" aria-live="polite" aria-label={label} $shell={shell} {...rest}>
      <span className="orb-visually-hidden">{label}</span>
      {shell ? (
        <>
          <Header>
            <Skeleton width={120} height={28} radius="sm" />
            <SearchSlot>
              <Skeleton height={40} radius="xl" />
            </SearchSlot>
            <Actions>
              <Skeleton shape="circle" width={40} />
              <Skeleton shape="circle" width={40} />
              <Skeleton shape="circle" width={40} />
            </Actions>
          </Header>
          <Body>
            <Side>
              {navWidths.map((w) => (
                <NavRow key={w}>
                  <Skeleton shape="circle" width={24} />
                  <Skeleton shape="text" width={w} />
                </NavRow>
              ))}
            </Side>
            {main}
          </Body>
        </>
      ) : (
        main
      )}
    </Page>
  );
}
