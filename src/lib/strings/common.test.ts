import { describe, expect, it } from 'vitest';
import { format } from '../strings';
import { commonStrings as s } from './common';

// Guide §2.11: these tests quote the spec's literal strings so they fail when the catalogue drifts.
describe('common strings (spec §2 Shell)', () => {
  it('has the header, dropdown and footer labels verbatim', () => {
    expect(s.shell.notifications).toBe('Notifications');
    expect(s.shell.newMessages).toBe('New Messages');
    expect([s.shell.dashboard, s.shell.viewProfile, s.shell.settings, s.shell.signOut]).toEqual([
      'Dashboard',
      'View Profile',
      'Settings',
      'Sign Out',
    ]);
    expect(s.shell.login).toBe('LOGIN');
    expect(s.shell.viewAll).toBe('View All');
    expect(s.shell.allClear).toBe('All Clear');
    expect(s.shell.noNotifications).toBe('You do not have any pending notifications at the moment.');
    expect(s.shell.noMessages).toBe('You do not have any unread messages at the moment.');
    expect([s.nav.games, s.nav.community, s.nav.blog, s.nav.shop, s.nav.help]).toEqual(['Games', 'Community', 'Blog', 'Shop', 'Help']);
    expect([s.search.games, s.search.users, s.search.articles, s.search.announcements]).toEqual([
      'Games',
      'Users',
      'Articles',
      'Announcements',
    ]);
    expect(s.footer.updatesAndNews).toBe('Updates & News');
    expect(s.footer.community).toBe('Community');
    expect(s.footer.comingSoon).toBe('Coming Soon');
    expect(s.footer.cookieSettings).toBe('Cookie Settings');
    expect([s.footer.yourAccount, s.footer.developerArea, s.footer.supportCenter, s.footer.contactUs]).toEqual([
      'Your Account',
      'Developer Area',
      'Support Center',
      'Contact Us',
    ]);
  });

  it('has the status screens verbatim', () => {
    expect(s.status.notFound).toEqual({
      title: 'BOO! HAHA',
      subtitle: "Just kidding. It's just a 404 page.",
      message: "It means this page doesn't exist.",
      back: "Let's Go Back",
    });
    expect(s.status.unauthorized.title).toBe('Unauthorized Access');
    expect(s.status.forbidden.title).toBe('Permission Denied');
    expect(s.status.sessionExpired.title).toBe('Session Expired');
    expect(s.status.serverError).toEqual({
      title: 'Server Error',
      message: 'Something went wrong while trying to handle this request. Please try again later.',
    });
    expect(s.status.unavailable).toEqual({
      title: 'Service Unavailable',
      message: "We're currently down for maintenance to add extra fancy features. Please try again in 30 seconds.",
    });
  });
});

describe('common strings (spec §5, §6, §8)', () => {
  it('has the error catalogue verbatim', () => {
    expect(s.errors.network).toBe('A network error has occurred. Please check your connection and try again.');
    expect(s.errors.oops).toBe('Oops!');
    expect(s.errors.error).toBe('Error');
    expect(s.errors.invalidInput).toBe('Invalid Input');
    expect(s.errors.searchTooShort).toBe('Please enter at least 3 character to perform a search.');
    expect(s.errors.loginError).toBe('Login Error');
    expect(s.errors.loginRequired).toBe('Login Required');
    expect(s.errors.loginToReview).toBe('Please register or login to leave a review.');
    expect(s.errors.loginToRemoveAds).toBe('Please login or register to remove ads.');
    expect(s.errors.tooShort).toBe('Too Short');
    expect(s.errors.tooShortReview).toBe('Please enter at least 20 characters to submit your review.');
    expect(s.errors.noRating).toBe('No Rating');
    expect(s.errors.noRatingMessage).toBe('Please choose a rating before submitting your feedback.');
  });

  it('has the startup path\'s toasts verbatim (the login and registration toasts: src/features/auth/strings.test.ts)', () => {
    expect(s.toasts.signedOut).toBe('Signed Out');
    expect(s.toasts.signedOutMessage).toBe('You are now signed out of your account.');
    expect(s.toasts.premiumActivated).toBe('Premium Activated!');
  });

  it('has the empty-list texts and badges verbatim', () => {
    expect(s.empty.noResults).toBe('No results');
    expect(s.empty.tryDifferentFilters).toBe('Please try searching using different filters.');
    expect(s.empty.popularGames).toBe('There are no popular games to display at the moment.');
    expect(s.empty.games).toBe('There are no games to be displayed at the moment.');
    expect(s.empty.categories).toBe('There are no featured categories to display at the moment.');
    expect(s.empty.articles).toBe('There are no articles to display at the moment.');
    expect(s.games.newBadge).toBe('New!');
    expect(s.games.viewAllGames).toBe('View All Games');
    expect(s.ads.reportAd).toBe('Report Ad');
    expect(format(s.ads.play, { seconds: 5 })).toBe('Play (5)');
  });

  it('uses plain ASCII apostrophes like the spec file', () => {
    const all = JSON.stringify(s);
    expect(all).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
  });
});
