import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '@/design-system';
import { toastWith } from '../reactions/storyQueries';
import WrittenForm from './WrittenForm';

/*
 * The review form and the developer's response form (spec §4: empty, editing, submitting, success,
 * error; §5: 'No Rating', 'Too Short', the limit; Decision 9: responses 20–250). `onSubmit` stands for the
 * call: the section stories run it against the mock backend.
 */

const meta = {
  title: 'Games/Reviews/ReviewForm',
  component: WrittenForm,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: {
    kind: 'review',
    title: 'Write a Review',
    submitLabel: 'Post Review',
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
} satisfies Meta<typeof WrittenForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const GOOD = 'Tight controls, fair matches and gorgeous arenas in the headset.';

const form = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form'));

/** Empty: no stars chosen, an empty text, the counter at 0 / 500, focus on the stars. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(within(canvasElement).getByRole('form', { name: 'Write a Review' })).toBeVisible();
    for (const star of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) await expect(f.getByRole('radio', { name: star })).not.toBeChecked();
    await expect(f.getByRole('textbox', { name: /Your review/ })).toHaveValue('');
    await expect(f.getByText('0 / 500')).toBeVisible();
    await waitFor(() => expect(f.getByRole('radio', { name: '1 star' })).toHaveFocus());
  },
};

/** Editing: prefilled with the review; Cancel (or Escape) leaves without sending. */
export const EditingPrefilled: Story = {
  args: { title: 'Edit Your Review', submitLabel: 'Save Changes', initial: { rating: 4, body: GOOD } },
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await expect(f.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(f.getByRole('textbox', { name: /Your review/ })).toHaveValue(GOOD);
    await expect(f.getByText(`${GOOD.length} / 500`)).toBeVisible();
    await waitFor(() => expect(f.getByRole('textbox', { name: /Your review/ })).toHaveFocus());
    await userEvent.click(f.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting: the call is running: the button is busy and a second press sends nothing more. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.click(f.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(f.getByRole('textbox', { name: /Your review/ }), GOOD);
    await userEvent.click(f.getByRole('button', { name: 'Post Review' }));
    await waitFor(() => expect(f.getByRole('button', { name: 'Post Review' })).toHaveAttribute('aria-busy', 'true'));
    await expect(f.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(f.getByRole('button', { name: 'Post Review' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, body: GOOD });
  },
};

/** Fewer than 20 characters (white space at the ends not counting): 'Too Short', nothing sent. */
export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.click(f.getByRole('radio', { name: '3 stars' }));
    await userEvent.type(f.getByRole('textbox', { name: /Your review/ }), '   Fun game!        ');
    await userEvent.click(f.getByRole('button', { name: 'Post Review' }));
    const toast = await toastWith('Too Short');
    await expect(toast).toHaveTextContent('Please enter at least 20 characters to submit your review.');
    await expect(f.getByRole('textbox', { name: /Your review/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByRole('textbox', { name: /Your review/ })).toHaveFocus();
    await expect(f.getByRole('textbox', { name: /Your review/ })).toHaveAccessibleDescription(/Please enter at least 20 characters to submit your review\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No stars: 'No Rating', nothing sent; choosing stars clears the error. */
export const NoRating: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByRole('textbox', { name: /Your review/ }), GOOD);
    await userEvent.click(f.getByRole('button', { name: 'Post Review' }));
    const toast = await toastWith('No Rating');
    await expect(toast).toHaveTextContent('Please choose a rating before submitting your feedback.');
    await expect(f.getByRole('radiogroup', { name: /Your rating/ })).toHaveAttribute('aria-invalid', 'true');
    // The stars take focus (the first problem), not the text typed last.
    await expect(f.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await expect(f.getByText('Please choose a rating before submitting your feedback.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(f.getByRole('radio', { name: '2 stars' }));
    await waitFor(() => expect(f.queryByText('Please choose a rating before submitting your feedback.')).toBeNull());
  },
};

/** Above 500 characters the counter turns red and submit is refused; nothing typed is cut. */
export const OverLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    const text = 'A'.repeat(501);
    await userEvent.click(f.getByRole('radio', { name: '4 stars' }));
    const box = f.getByRole('textbox', { name: /Your review/ });
    await userEvent.click(box);
    await userEvent.paste(text);
    const counter = f.getByText('501 / 500').parentElement;
    await expect(counter).toHaveAttribute('data-over-limit', 'true');
    await userEvent.click(f.getByRole('button', { name: 'Post Review' }));
    await expect(await f.findByText('Please keep your review to 500 characters or fewer.')).toBeVisible();
    await expect(box).toHaveValue(text);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The call fails: the server's message shows in the form and everything typed stays. */
export const ErrorKeepsText: Story = {
  name: 'Error keeps the text',
  args: { onSubmit: fn(async () => Promise.reject(new Error('You have already reviewed this game. You can edit or delete your review instead.'))) },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(f.getByRole('textbox', { name: /Your review/ }), GOOD);
    await userEvent.click(f.getByRole('button', { name: 'Post Review' }));
    await expect(await f.findByRole('alert')).toHaveTextContent('You have already reviewed this game. You can edit or delete your review instead.');
    await expect(f.getByRole('textbox', { name: /Your review/ })).toHaveValue(GOOD);
    await expect(f.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(f.getByRole('button', { name: 'Post Review' })).not.toHaveAttribute('aria-busy');
  },
};

/** The call succeeds: the text is sent trimmed and the form clears. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.click(f.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(f.getByRole('textbox', { name: /Your review/ }), `  ${GOOD}  `);
    await userEvent.click(f.getByRole('button', { name: 'Post Review' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, body: GOOD }));
    await waitFor(() => expect(f.getByRole('textbox', { name: /Your review/ })).toHaveValue(''));
    await expect(f.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  },
};

/** The developer's response form: no stars, 20 to 250 characters (Decision 9), the counter at 250. */
export const ResponseForm: Story = {
  args: { kind: 'response', title: 'Respond to Nova', submitLabel: 'Post Response' },
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await expect(f.queryByRole('radiogroup')).toBeNull();
    const box = f.getByRole('textbox', { name: /Your response/ });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(f.getByText('0 / 250')).toBeVisible();
    await userEvent.type(box, 'Thanks!');
    await userEvent.click(f.getByRole('button', { name: 'Post Response' }));
    await expect(await toastWith('Too Short')).toHaveTextContent('Please enter at least 20 characters to submit your review.');
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(251));
    await expect(f.getByText('251 / 250').parentElement).toHaveAttribute('data-over-limit', 'true');
    await userEvent.click(f.getByRole('button', { name: 'Post Response' }));
    await expect(await f.findByText('Please keep your response to 250 characters or fewer.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
