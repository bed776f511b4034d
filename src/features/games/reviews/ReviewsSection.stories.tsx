import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { GamePanelFrame } from '../reactions/GamePanelFrame';
import { countOf, toastWith } from '../reactions/storyQueries';
import { ReviewsSection } from './ReviewsSection';

/*
 * The reviews section of a game page against the mock backend (spec §2, §4, §5, §6, §8, §9); persona,
 * scenario and failures come from `parameters.sandbox`. Fixtures (guide §3): starfall-arena has 8 reviews
 * (the API's page size), `premium` wrote one, `player` none, one has a response from Orbital Labs and
 * `developer` (Orbital Labs) may respond to the others; neon-drift has 5.
 */

/** In a router, as on the game page: each review's author links to their profile. */
function ReviewsStory({ slug }: { slug: string }) {
  return (
    <MemoryRouter>
      <GamePanelFrame slug={slug}>{(game) => <ReviewsSection game={game} />}</GamePanelFrame>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Games/Reviews/ReviewsSection',
  component: ReviewsStory,
  args: { slug: 'starfall-arena' },
} satisfies Meta<typeof ReviewsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const GOOD = 'Fast, fair matches and the arenas look stunning in my headset.';
const RESPONSE = 'Thank you for playing! Season two brings four new arenas.';

async function section(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: 'Reviews' }, { timeout: 8000 });
  await within(region).findByTestId('reviews-list', {}, { timeout: 8000 });
  return within(region);
}

async function loginRequired() {
  const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toHaveTextContent('Please register or login to leave a review.');
  await expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  await expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** A visitor reads the rating, count and list; writing or liking asks them to log in. No developer controls. */
export const Guest: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await expect(s.getByTestId('reviews-summary')).toHaveTextContent('8 reviews');
    await expect(s.getByTestId('reviews-summary').querySelector('[role="img"]')).toHaveAccessibleName(/^Rated \d(\.\d)? out of 5$/);
    await expect(s.getAllByRole('article')).toHaveLength(8);
    await expect(s.queryByTestId('own-review')).toBeNull();
    await expect(s.queryByRole('button', { name: 'Respond' })).toBeNull();
    await expect(s.queryByRole('button', { name: 'Delete Response' })).toBeNull();
    await expect(s.getAllByTestId('review-response')[0]).toHaveTextContent('Response from Orbital Labs');
    await expect(s.getByRole('link', { name: 'Nova Prime' })).toHaveAttribute('href', '/community/user/premium');
    await userEvent.click(s.getByRole('button', { name: 'Write a Review' }));
    await loginRequired();
    await userEvent.click(within(s.getAllByRole('article')[0]!).getByRole('button', { name: /^Like/ }));
    await loginRequired();
  },
};

/** player has no review: 'Write a Review'; like and dislike exclude each other, optimistic. */
export const Player: Story = {
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await expect(s.getByRole('button', { name: 'Write a Review' })).toBeVisible();
    await expect(s.queryByTestId('own-review')).toBeNull();
    await expect(s.queryByRole('button', { name: 'Respond' })).toBeNull();
    const card = within(s.getAllByRole('article').find((a) => within(a).getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed') === 'false')!);
    const like = () => card.getByRole('button', { name: /^Like/ });
    const dislike = () => card.getByRole('button', { name: /^Dislike/ });
    const [likes, dislikes, disliked] = [countOf(like()), countOf(dislike()), dislike().getAttribute('aria-pressed') === 'true'];
    await userEvent.click(like());
    await expect(like()).toHaveAttribute('aria-pressed', 'true');
    await expect(countOf(like())).toBe(likes + 1);
    await expect(dislike()).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(dislike())).toBe(disliked ? dislikes - 1 : dislikes);
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** `fail: reviews.react`: the like rolls back and the 'Error' toast carries the server's message. */
export const LikeFailureRollsBack: Story = {
  parameters: { sandbox: { persona: 'player', fail: ['reviews.react'] } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    const card = within(s.getAllByRole('article').find((a) => within(a).getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed') === 'false')!);
    const before = card.getByRole('button', { name: /^Like/ }).textContent;
    await userEvent.click(card.getByRole('button', { name: /^Like/ }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent('Error');
    await expect(toast).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    await waitFor(() => expect(card.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false'));
    await expect(card.getByRole('button', { name: /^Like/ }).textContent).toBe(before);
  },
};

/** Writing as player: the review appears first as 'Your Review', the count grows, pages follow (9 > 8). */
export const WriteAsPlayer: Story = {
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await userEvent.click(s.getByRole('button', { name: 'Write a Review' }));
    const form = within(await s.findByRole('form', { name: 'Write a Review' }));
    await userEvent.click(await form.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(form.getByRole('textbox', { name: /Your review/ }), GOOD);
    await userEvent.click(form.getByRole('button', { name: 'Post Review' }));
    await toastWith('Thank you! Your review has been posted.');
    const own = await s.findByTestId('own-review');
    await expect(own).toHaveTextContent('Your Review');
    await expect(own).toHaveTextContent(GOOD);
    await waitFor(() => expect(own).toHaveFocus());
    await expect(s.queryByRole('form')).toBeNull();
    await waitFor(() => expect(s.getByTestId('reviews-summary')).toHaveTextContent('9 reviews'));
    await expect(s.getByRole('button', { name: 'Edit Your Review' })).toBeVisible();
    await expect(s.getAllByRole('article').filter((a) => a.textContent?.includes(GOOD))).toHaveLength(1);
    await expect(within(s.getByRole('navigation', { name: 'Review pages' })).getByRole('button', { name: 'Page 2' })).toBeVisible();
  },
};

/** premium's own review is first, marked and listed once; 'Edit Your Review' points at it (scroll-hint toast). */
export const PremiumOwnReviewFirst: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    const articles = s.getAllByRole('article');
    const own = s.getByTestId('own-review');
    await expect(articles[0]).toBe(own);
    await expect(own).toHaveTextContent('Your Review');
    await expect(articles.filter((a) => a.dataset.uuid === own.dataset.uuid)).toHaveLength(1);
    await expect(within(own).queryByRole('button', { name: /^Like/ })).toBeNull();
    await userEvent.click(s.getByRole('button', { name: 'Edit Your Review' }));
    await waitFor(() => expect(own).toHaveFocus());
    await toastWith('You have already reviewed this game');
    await userEvent.click(within(own).getByRole('button', { name: 'Edit' }));
    const form = within(await s.findByRole('form', { name: 'Edit Your Review' }));
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /Your review/ })).toHaveValue(within(own).getByTestId('review-body').textContent ?? '');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(s.getByTestId('own-review')).toHaveFocus());
  },
};

/** premium deletes their review after confirming: the removal message, the review gone, 'Write a Review' back. */
export const PremiumDeletes: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await userEvent.click(within(s.getByTestId('own-review')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Your Review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Review' }));
    await toastWith('Your review has been permanently removed.');
    await waitFor(() => expect(s.queryByTestId('own-review')).toBeNull());
    await expect(s.getByRole('button', { name: 'Write a Review' })).toBeVisible();
    await waitFor(() => expect(s.getByTestId('reviews-summary')).toHaveTextContent('7 reviews'));
  },
};

/** The developer sees 'Respond' on open reviews and 'Delete Response' on the answered one; posting a response. */
export const DeveloperResponds: Story = {
  parameters: { sandbox: { persona: 'developer' } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    const answered = s.getAllByRole('article').filter((a) => within(a).queryByTestId('review-response'));
    await expect(answered).toHaveLength(1);
    await expect(within(answered[0]!).getByRole('button', { name: 'Delete Response' })).toBeVisible();
    await expect(within(answered[0]!).queryByRole('button', { name: 'Respond' })).toBeNull();
    const open = s.getAllByRole('article').filter((a) => within(a).queryByRole('button', { name: 'Respond' }));
    await expect(open).toHaveLength(7);
    const card = within(open[0]!);
    await userEvent.click(card.getByRole('button', { name: 'Respond' }));
    const form = within(await card.findByRole('form', { name: /^Respond to / }));
    await userEvent.type(form.getByRole('textbox', { name: /Your response/ }), 'Thanks!');
    await userEvent.click(form.getByRole('button', { name: 'Post Response' }));
    await toastWith('Too Short');
    await userEvent.clear(form.getByRole('textbox', { name: /Your response/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Your response/ }), RESPONSE);
    await userEvent.click(form.getByRole('button', { name: 'Post Response' }));
    await toastWith('Your response has been posted.');
    await waitFor(() => expect(card.getByTestId('review-response')).toHaveTextContent(RESPONSE));
    await expect(card.getByRole('button', { name: 'Delete Response' })).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Respond' })).toBeNull();
  },
};

/** The developer deletes their response after confirming: the removal message, and 'Respond' is back. */
export const DeveloperDeletesResponse: Story = {
  parameters: { sandbox: { persona: 'developer' } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    const card = within(s.getAllByRole('article').find((a) => within(a).queryByTestId('review-response'))!);
    await userEvent.click(card.getByRole('button', { name: 'Delete Response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Your Response?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Response' }));
    await toastWith('Your response has been permanently removed.');
    await waitFor(() => expect(card.queryByTestId('review-response')).toBeNull());
    await expect(card.getByRole('button', { name: 'Respond' })).toBeVisible();
  },
};

/** The API's page size is 8 and starfall-arena has 8: the pagination shows (spec §4: total >= per page). */
export const Paginated: Story = {
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    const nav = within(s.getByRole('navigation', { name: 'Review pages' }));
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: /Next/ })).toBeDisabled();
  },
};

/** neon-drift has 5 reviews, fewer than a page: no pagination. */
export const SinglePage: Story = {
  args: { slug: 'neon-drift' },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await expect(s.getAllByRole('article')).toHaveLength(5);
    await expect(s.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  },
};

/** The `slow` scenario: the skeleton with its accessible label while the reviews load. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const loading = await within(canvasElement).findByTestId('reviews-loading', {}, { timeout: 8000 });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(within(loading).getByRole('status')).toHaveTextContent('Loading reviews...');
  },
};

/** The `empty` scenario: no reviews yet, and an invitation to write the first. */
export const Empty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'Reviews' }, { timeout: 8000 }));
    const empty = await region.findByTestId('reviews-empty');
    await expect(empty).toHaveTextContent('No reviews yet');
    await expect(empty).toHaveTextContent('Be the first to tell other players what you think of Starfall Arena.');
    await expect(region.queryByTestId('reviews-summary')).toBeNull();
    await expect(region.getByRole('button', { name: 'Write a Review' })).toBeVisible();
  },
};

/** `fail: games.reviews`: inline 'Oops!' with the server's message and 'Try Again', inside the section only. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { fail: ['games.reviews'] } },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'Reviews' }, { timeout: 8000 }));
    const error = await region.findByTestId('reviews-error', {}, { timeout: 8000 });
    await expect(within(error).getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(error).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    await expect(within(error).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};
