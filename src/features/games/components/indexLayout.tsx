import styled from 'styled-components';
import { CheckboxSkeleton, FieldSkeleton, PageTitle, Skeleton } from '@/design-system';
import { gameListStrings } from '../listStrings';

/*
 * The game index's and tag page's frame, shared by the pages and their prerendered first screens
 * (FirstScreen.tsx), so that what the first screen draws is where the page then draws it (ADR 0012).
 */

/**
 * The title with the sort beside it; on a phone the sort is always under the title, whatever the title's
 * length: the tag page's first screen does not know its title, and must lay out as the page does.
 */
export const ListHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  & > :first-child {
    flex: 1 1 100%;
  }

  ${({ theme }) => theme.mq.md} {
    & > :first-child {
      flex: 0 1 auto;
    }
  }
`;

/** The filters beside the results from the large breakpoint, above them below it. */
export const FilteredLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 17rem minmax(0, 1fr);
  }
`;

/** The filters' panel (the form, or its skeleton). */
export const FilterPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const FilterChecks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  & > * {
    flex: 1 1 auto;
  }
`;

/*
 * A button's height, as the panel's Apply and Reset. Doubled (&&) so that it outranks FilterActions' child
 * rule wherever the rules stand: the app's stylesheet comes after the prerendered one, and while the
 * prerendered first screen is still shown its `flex: 1 1 auto` (basis: the skeleton's 100 % width) would
 * wrap the two bones onto two lines and push the grid down (CLS 0.06 on the game index at 412 px).
 */
const ButtonBone = styled(Skeleton)`
  && {
    flex: 1 1 0;
    height: ${({ theme }) => theme.size.control.md};
  }
`;

/** The filter form's loading state: two selects, two checkboxes and the two buttons, each in its place. */
export function FilterSidebarSkeleton() {
  return (
    <FilterPanel aria-hidden="true">
      <FieldSkeleton />
      <FieldSkeleton />
      <FilterChecks>
        <CheckboxSkeleton />
        <CheckboxSkeleton />
      </FilterChecks>
      <FilterActions data-testid="filter-actions-skeleton">
        <ButtonBone radius="md" />
        <ButtonBone radius="md" />
      </FilterActions>
    </FilterPanel>
  );
}

/** The sort select's loading state, about as wide as its longest option. */
export function SortSelectSkeleton() {
  return <FieldSkeleton style={{ width: '10rem' }} />;
}


/**
 * A title that is still loading (the tag's): never an empty heading, and a line as tall as the title's
 * (the bone in the line of a zero-width space), so nothing below moves when the title arrives.
 */
export function LoadingTitle() {
  return (
    <PageTitle aria-busy="true">
      <span className="orb-visually-hidden">{gameListStrings.loading}</span>
      <Skeleton shape="block" width="12rem" height="1em" style={{ display: 'inline-block', verticalAlign: 'middle' }} />
      {'\u200B'}
    </PageTitle>
  );
}
