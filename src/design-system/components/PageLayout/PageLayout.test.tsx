import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Page, PageTitle, Section, SectionHeader, SectionTitle } from './PageLayout';

describe('PageLayout', () => {
  it('composes a page with an h1 and labelled sections, passing attributes through', () => {
    renderWithTheme(
      <Page aria-busy="true" data-testid="page" gap="xl">
        <PageTitle>Blog</PageTitle>
        <Section aria-labelledby="s1">
          <SectionHeader divided data-testid="header">
            <SectionTitle id="s1" size="md">
              Related
            </SectionTitle>
          </SectionHeader>
        </Section>
      </Page>,
    );
    expect(screen.getByTestId('page')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Related' })).toContainElement(screen.getByTestId('header'));
  });
});
