import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Spinner } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';
import type { WrittenFormProps } from './WrittenForm';

/*
 * The review and response form (and react-hook-form with it) is a chunk of its own (ADR 0008): most
 * visits to a game page never open it. `preloadWrittenForm()` starts the download on intent (hovering or
 * focusing a button that opens it), so it is usually there before the click.
 */
let formModule: Promise<typeof import('./WrittenForm')> | undefined;
const loadForm = () => (formModule ??= import('./WrittenForm'));
const WrittenForm = lazy(loadForm);

export function preloadWrittenForm(): void {
  loadForm().catch(() => {
    // Best effort: the lazy form gets the same failure when it renders, and reports it.
  });
}

/** About the height of the form, for the moment its chunk takes to arrive. */
const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;

export function LazyWrittenForm(props: WrittenFormProps) {
  return (
    <Suspense
      fallback={
        <Loading>
          <Spinner size="lg" label={commonStrings.shell.loading} />
        </Loading>
      }
    >
      <WrittenForm {...props} />
    </Suspense>
  );
}
