import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rejection } from '../core/testing';

describe('help.legal', () => {
  it('answers each of the five legal pages', async () => {
    const titles: Record<string, string> = {
      'terms-of-service': 'Terms of Service',
      'privacy-policy': 'Privacy Policy',
      'refund-policy': 'Refund Policy',
      imprint: 'Imprint',
      'about-us': 'About Us',
    };
    for (const [slug, title] of Object.entries(titles)) {
      const page = await call(endpoints['help.legal'], { params: { page: slug } });
      expect(page).toMatchObject({ slug, title });
      expect(page.content).toMatch(/^<p>/);
    }
  });

  it('an unknown page is a 404 with a sentence', async () => {
    for (const page of ['cookie-policy', 'TERMS-OF-SERVICE']) {
      const error = await rejection(call(endpoints['help.legal'], { params: { page } }));
      expect(error.code).toBe(404);
      expect(error.message).toBe('We could not find this page.');
    }
  });
});
