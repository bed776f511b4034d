/**
 * Local video files of the mock catalogue: site-relative paths under public/mock-media (made by
 * mocks/db/make-mock-videos.sh), so Vite, Storybook and the demo server serve them from the page origin.
 */
export const MOCK_VIDEO = {
  premiumAd: '/mock-media/ads/orbital-premium.webm',
  starfallTrailer: '/mock-media/trailers/starfall-arena.webm',
} as const;
