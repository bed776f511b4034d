import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Notice } from './Notice';

describe('Notice', () => {
  it('is a polite status with its message and passes the test id through', () => {
    renderWithTheme(<Notice icon="article" data-testid="empty">No articles yet.</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('No articles yet.');
    expect(screen.getByTestId('empty')).toBe(screen.getByRole('status'));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders the title at the requested heading level and the action', () => {
    renderWithTheme(
      <Notice title="Oops!" role="alert" tone="danger" headingLevel={3} action={<button type="button">Retry</button>}>
        Failed
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('heading', { level: 3, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
