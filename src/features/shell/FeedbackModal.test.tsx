import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '@/design-system';
import { ToastProvider } from '@/design-system/components/Toast';
import { renderWithTheme } from '../../../tests/utils/render';
import { FeedbackModalProvider, useFeedbackModal, type FeedbackModalOptions } from './FeedbackModal';

function Opener(options: FeedbackModalOptions) {
  const feedback = useFeedbackModal();
  return <Button onClick={() => feedback.open(options)}>Open</Button>;
}

function setup(options: Partial<FeedbackModalOptions> = {}) {
  const endpoint = vi.fn<FeedbackModalOptions['endpoint']>().mockResolvedValue({ ok: true });
  renderWithTheme(
    <ToastProvider>
      <FeedbackModalProvider>
        <Opener title="Write a Review" endpoint={endpoint} placeholder="Tell others" {...options} />
      </FeedbackModalProvider>
    </ToastProvider>,
  );
  return { endpoint, user: userEvent.setup() };
}

// The form is a lazy chunk: load it once up front so that a cold transform does not eat findBy's timeout.
beforeAll(async () => {
  await import('./FeedbackForm');
});

const LONG = 'This game is fantastic in VR, truly.';

describe('feedback modal (spec §3, §5)', () => {
  it("refuses fewer than 20 characters with 'Too Short'", async () => {
    const { endpoint, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(await screen.findByRole('textbox'), 'Too short text');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too Short')).toBeInTheDocument();
    expect(screen.getByText('Please enter at least 20 characters to submit your review.')).toBeInTheDocument();
    expect(endpoint).not.toHaveBeenCalled();
  });

  it("asks for a rating with 'No Rating' when ratings are used", async () => {
    const { endpoint, user } = setup({ withRating: true });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(await screen.findByRole('textbox'), LONG);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No Rating')).toBeInTheDocument();
    expect(screen.getByText('Please choose a rating before submitting your feedback.')).toBeInTheDocument();
    expect(endpoint).not.toHaveBeenCalled();
  });

  it('sends text and rating, then closes', async () => {
    const onSuccess = vi.fn();
    const { endpoint, user } = setup({ withRating: true, onSuccess, shouldUpdate: true });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Write a Review' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('radio')[3]!);
    await user.type(await screen.findByRole('textbox'), LONG);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(endpoint).toHaveBeenCalledWith({ body: LONG, rating: 4 }, { update: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSuccess).toHaveBeenCalledWith({ ok: true });
  });

  it('keeps the text and shows the error when sending fails', async () => {
    const { endpoint, user } = setup();
    endpoint.mockRejectedValueOnce(new Error('The server said no.'));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(await screen.findByRole('textbox'), LONG);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The server said no.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox')).toHaveValue(LONG);
  });

  it('limits to 500 characters by default', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const box = await screen.findByRole('textbox');
    await user.click(box);
    await user.paste('x'.repeat(501));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
