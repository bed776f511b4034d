import '../setup/msw';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewsSection } from '@/features/games/reviews';
import { ensureDatabase } from '../../mocks/db';
import { setScenarioState } from '../../mocks/scenarios/state';
import { loginAs, renderGamePanel, serverGame } from './support/gamePanelHarness';

/*
 * The reviews section against the mock backend (spec §2, §3, §4 'Review form' and 'Developer response',
 * §5, §6, §8, §9; Decision 9). Fixtures (guide §3): starfall-arena has 8 reviews, one answered by its
 * developer Orbital Labs; premium wrote one, player none; neon-drift has 5. Strings are the spec's
 * literals where the spec quotes them (guide §2.11).
 */

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await ensureDatabase();
  await import('@/features/games/reviews/WrittenForm');
});

const GOOD = 'Fast, fair matches and the arenas look stunning in my headset.';
const RESPONSE = 'Thank you for playing! Season two brings four new arenas.';

/** The reviews section once its list is there. */
async function reviewsSection() {
  const region = await screen.findByRole('region', { name: 'Reviews' });
  await within(region).findByTestId('reviews-list');
  return within(region);
}

function renderReviews(slug = 'starfall-arena') {
  return { ...renderGamePanel((game) => <ReviewsSection game={game} />, slug), section: reviewsSection };
}

/** The toast (a status region) whose text holds `text`. */
const toastWith = (text: string) =>
  waitFor(() => {
    const toast = screen.getAllByRole('status').find((element) => element.textContent?.includes(text));
    if (!toast) throw new Error(`no toast '${text}'`);
    return toast;
  });

const articles = (s: ReturnType<typeof within>) => s.getAllByRole('article');
const withResponse = (s: ReturnType<typeof within>) => articles(s).filter((a: HTMLElement) => within(a).queryByTestId('review-response'));

describe('the list', () => {
  it('shows the overall rating, the count and a page of 8 with the pagination (total >= per page)', async () => {
    const { section } = renderReviews();
    const s = await section();
    expect(s.getByTestId('reviews-summary')).toHaveTextContent('8 reviews');
    expect(within(s.getByTestId('reviews-summary')).getByRole('img')).toHaveAccessibleName(/^Rated \d(\.\d)? out of 5$/);
    expect(articles(s)).toHaveLength(8);
    expect(within(s.getByRole('navigation', { name: 'Review pages' })).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it("each review's author links to their public profile (spec §2 /community/user/{user})", async () => {
    await loginAs('player');
    const { section } = renderReviews();
    const s = await section();
    const premium = s.getByRole('link', { name: 'Nova Prime' });
    expect(premium).toHaveAttribute('href', '/community/user/premium');
    expect(s.getAllByTestId('review-author')).toHaveLength(8);
  });

  it('no pagination below a page (neon-drift: 5)', async () => {
    const { section } = renderReviews('neon-drift');
    const s = await section();
    expect(articles(s)).toHaveLength(5);
    expect(s.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });

  it('premium\'s own review comes first, marked, and only once', async () => {
    await loginAs('premium');
    const { section } = renderReviews();
    const s = await section();
    const all = articles(s);
    expect(all).toHaveLength(8);
    expect(all[0]).toBe(s.getByTestId('own-review'));
    expect(all[0]).toHaveTextContent('Your Review');
    expect(all.filter((a: HTMLElement) => a.dataset.uuid === all[0]!.dataset.uuid)).toHaveLength(1);
    expect(s.getByRole('button', { name: 'Edit Your Review' })).toBeInTheDocument();
    expect(within(all[0]!).queryByRole('button', { name: /^Like/ })).toBeNull();
  });

  it('a failed list shows \'Oops!\' inline with the server\'s message and \'Try Again\', which recovers', async () => {
    setScenarioState({ fail: ['games.reviews'] });
    const { user } = renderReviews();
    const error = await screen.findByTestId('reviews-error');
    expect(within(error).getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(error).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    expect(screen.queryByRole('alert', { name: /Error/ })).toBeNull();
    setScenarioState({ fail: [] });
    await user.click(within(error).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('reviews-list')).toBeInTheDocument();
  });

  it('the empty scenario invites the first review', async () => {
    await loginAs('player');
    setScenarioState({ scenario: 'empty' });
    renderReviews();
    expect(await screen.findByTestId('reviews-empty')).toHaveTextContent('No reviews yet');
    expect(screen.queryByTestId('reviews-summary')).toBeNull();
  });
});

describe('visitors (spec §6)', () => {
  it('writing and liking ask to log in: \'Login Required\' - \'Please register or login to leave a review.\'', async () => {
    const { user, section } = renderReviews();
    const s = await section();
    for (const control of [() => s.getByRole('button', { name: 'Write a Review' }), () => within(articles(s)[1]!).getByRole('button', { name: /^Dislike/ })]) {
      await user.click(control());
      const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
      expect(dialog).toHaveTextContent('Please register or login to leave a review.');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(s.queryByRole('form')).toBeNull();
  });
});

describe('the review form (spec §4, §5)', () => {
  it('refuses no rating and too short text with the spec\'s pairs, then posts: the review is the player\'s own, the count grows', async () => {
    await loginAs('player');
    const { user, section } = renderReviews();
    const s = await section();
    await user.click(s.getByRole('button', { name: 'Write a Review' }));
    const form = within(await s.findByRole('form', { name: 'Write a Review' }));
    const text = form.getByRole('textbox', { name: /Your review/ });

    await user.type(text, 'Short one.');
    await user.click(form.getByRole('button', { name: 'Post Review' }));
    expect(await toastWith('No Rating')).toHaveTextContent('Please choose a rating before submitting your feedback.');
    expect(text).toHaveAccessibleDescription(/Please enter at least 20 characters to submit your review\./);

    await user.click(form.getByRole('radio', { name: '4 stars' }));
    await user.click(form.getByRole('button', { name: 'Post Review' }));
    expect(await toastWith('Too Short')).toHaveTextContent('Please enter at least 20 characters to submit your review.');

    await user.clear(text);
    await user.type(text, GOOD);
    await user.click(form.getByRole('button', { name: 'Post Review' }));
    const own = await s.findByTestId('own-review');
    expect(own).toHaveTextContent('Your Review');
    expect(own).toHaveTextContent(GOOD);
    expect(s.queryByRole('form')).toBeNull();
    await waitFor(() => expect(s.getByTestId('reviews-summary')).toHaveTextContent('9 reviews'));
    expect(s.getByRole('button', { name: 'Edit Your Review' })).toBeInTheDocument();
    expect(within(s.getByRole('navigation', { name: 'Review pages' })).getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect((await serverGame()).stats.reviews).toBe(9);
  });

  it('refuses more than 500 characters (the counter turns red) and sends nothing', async () => {
    await loginAs('player');
    const { user, section } = renderReviews();
    const s = await section();
    await user.click(s.getByRole('button', { name: 'Write a Review' }));
    const form = within(await s.findByRole('form', { name: 'Write a Review' }));
    await user.click(form.getByRole('radio', { name: '5 stars' }));
    await user.click(form.getByRole('textbox', { name: /Your review/ }));
    await user.paste('y'.repeat(501));
    expect(form.getByText('501 / 500').parentElement).toHaveAttribute('data-over-limit', 'true');
    await user.click(form.getByRole('button', { name: 'Post Review' }));
    expect(await form.findByText('Please keep your review to 500 characters or fewer.')).toBeInTheDocument();
    expect((await serverGame()).stats.reviews).toBe(8);
  });

  it('a server error shows its message in the form, keeps what was typed and raises no second toast', async () => {
    await loginAs('player');
    setScenarioState({ fail: ['reviews.submit'], failStatus: 422 });
    const { user, section } = renderReviews();
    const s = await section();
    await user.click(s.getByRole('button', { name: 'Write a Review' }));
    const form = within(await s.findByRole('form', { name: 'Write a Review' }));
    await user.click(form.getByRole('radio', { name: '3 stars' }));
    await user.type(form.getByRole('textbox', { name: /Your review/ }), GOOD);
    await user.click(form.getByRole('button', { name: 'Post Review' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The given data was invalid. Please check your input and try again.');
    expect(form.getByRole('textbox', { name: /Your review/ })).toHaveValue(GOOD);
    expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('premium edits (prefilled, cancellable) and deletes after confirming', async () => {
    await loginAs('premium');
    const { user, section } = renderReviews();
    const s = await section();
    const body = within(s.getByTestId('own-review')).getByTestId('review-body').textContent;

    await user.click(s.getByRole('button', { name: 'Edit Your Review' }));
    await waitFor(() => expect(s.getByTestId('own-review')).toHaveFocus());
    expect(await toastWith('You have already reviewed this game')).toBeInTheDocument();

    await user.click(within(s.getByTestId('own-review')).getByRole('button', { name: 'Edit' }));
    let form = within(await s.findByRole('form', { name: 'Edit Your Review' }));
    expect(form.getByRole('textbox', { name: /Your review/ })).toHaveValue(body);
    expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    // While it is being edited the button points at the form; it never opens a second one.
    await user.click(s.getByRole('button', { name: 'Edit Your Review' }));
    expect(form.getByRole('textbox', { name: /Your review/ })).toHaveFocus();
    expect(s.getAllByRole('form')).toHaveLength(1);
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(await s.findByTestId('own-review')).toHaveTextContent(body ?? '');

    await user.click(within(s.getByTestId('own-review')).getByRole('button', { name: 'Edit' }));
    form = within(await s.findByRole('form', { name: 'Edit Your Review' }));
    await user.click(form.getByRole('radio', { name: '3 stars' }));
    await user.clear(form.getByRole('textbox', { name: /Your review/ }));
    await user.type(form.getByRole('textbox', { name: /Your review/ }), GOOD);
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(s.getByTestId('own-review')).toHaveTextContent(GOOD));
    expect(within(s.getByTestId('own-review')).getByRole('img', { name: /Rated 3 out of 5/ })).toBeInTheDocument();

    await user.click(within(s.getByTestId('own-review')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Your Review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Review' }));
    expect(await toastWith('Your review has been permanently removed.')).toBeInTheDocument();
    await waitFor(() => expect(s.queryByTestId('own-review')).toBeNull());
    expect(s.getByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
    await waitFor(() => expect(s.getByTestId('reviews-summary')).toHaveTextContent('7 reviews'));
  });
});

describe('like and dislike (spec §3, §4)', () => {
  it('optimistic, exclusive, kept when the server agrees', async () => {
    await loginAs('developer');
    const { user, section } = renderReviews();
    const s = await section();
    const card = within(articles(s)[3]!);
    const like = () => card.getByRole('button', { name: /^Like/ });
    const dislike = () => card.getByRole('button', { name: /^Dislike/ });
    await user.click(dislike());
    expect(dislike()).toHaveAttribute('aria-pressed', 'true');
    await user.click(like());
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
    expect(dislike()).toHaveAttribute('aria-pressed', 'false');
  });

  it('a failure puts the reaction back and toasts the server\'s message', async () => {
    await loginAs('player');
    setScenarioState({ fail: ['reviews.react'] });
    const { user, section } = renderReviews();
    const s = await section();
    const card = within(articles(s).find((a: HTMLElement) => within(a).getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed') === 'false')!);
    const before = card.getByRole('button', { name: /^Like/ }).textContent;
    await user.click(card.getByRole('button', { name: /^Like/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    await waitFor(() => expect(card.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false'));
    expect(card.getByRole('button', { name: /^Like/ }).textContent).toBe(before);
  });
});

describe('developer responses (spec §4, §6, Decision 9)', () => {
  it.each(['guest', 'player', 'premium'] as const)('%s sees no developer controls', async (who) => {
    if (who !== 'guest') await loginAs(who);
    const { section } = renderReviews();
    const s = await section();
    expect(withResponse(s)).toHaveLength(1);
    expect(s.queryByRole('button', { name: 'Respond' })).toBeNull();
    expect(s.queryByRole('button', { name: 'Delete Response' })).toBeNull();
  });

  it('the developer responds (20–250 characters), then deletes the response after confirming', async () => {
    await loginAs('developer');
    const { user, section } = renderReviews();
    const s = await section();
    expect(s.getAllByRole('button', { name: 'Respond' })).toHaveLength(7);
    expect(within(withResponse(s)[0]!).getByRole('button', { name: 'Delete Response' })).toBeInTheDocument();

    const article = articles(s).find((a: HTMLElement) => within(a).queryByRole('button', { name: 'Respond' }))!;
    const card = within(article);
    await user.click(card.getByRole('button', { name: 'Respond' }));
    const form = within(await card.findByRole('form', { name: /^Respond to / }));
    expect(form.getByText('0 / 250')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /Your response/ }), 'Thanks a lot!');
    await user.click(form.getByRole('button', { name: 'Post Response' }));
    expect(await toastWith('Too Short')).toHaveTextContent('Please enter at least 20 characters to submit your review.');
    await user.clear(form.getByRole('textbox', { name: /Your response/ }));
    await user.type(form.getByRole('textbox', { name: /Your response/ }), RESPONSE);
    await user.click(form.getByRole('button', { name: 'Post Response' }));
    await waitFor(() => expect(card.getByTestId('review-response')).toHaveTextContent(RESPONSE));
    expect(card.getByTestId('review-response')).toHaveTextContent('Response from Orbital Labs');
    expect(card.queryByRole('button', { name: 'Respond' })).toBeNull();

    await user.click(card.getByRole('button', { name: 'Delete Response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Your Response?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Response' }));
    expect(await toastWith('Your response has been permanently removed.')).toBeInTheDocument();
    await waitFor(() => expect(card.queryByTestId('review-response')).toBeNull());
    expect(card.getByRole('button', { name: 'Respond' })).toBeInTheDocument();
  });

  it('the developer sees no controls on another studio\'s game', async () => {
    await loginAs('developer');
    const { section } = renderReviews('fold-space');
    const s = await section();
    expect(s.queryByRole('button', { name: 'Respond' })).toBeNull();
    expect(s.queryByRole('button', { name: 'Delete Response' })).toBeNull();
  });
});
