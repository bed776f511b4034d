/**
 * Local artwork for stories and tests: generated SVG data URIs, so Storybook never reaches the
 * network (spec decision 8). Not exported from the component's index.
 */
const scenes = [
  { sky: ['#1b0f4a', '#5f3dd6'], glow: '#56e6f0', ground: '#0b0d1a' },
  { sky: ['#2a0b2f', '#c62847'], glow: '#ffb547', ground: '#10132a' },
  { sky: ['#04262e', '#138a5a'], glow: '#74e8b3', ground: '#06070f' },
  { sky: ['#0b1a3a', '#4aa3ff'], glow: '#bfb0ff', ground: '#0b0d1a' },
  { sky: ['#2b1a05', '#f5c542'], glow: '#ff8da2', ground: '#10132a' },
  { sky: ['#120a2e', '#9a80ff'], glow: '#1fd3e0', ground: '#06070f' },
] as const;

/** A 16:9 synthwave-style scene; `seed` picks palette and layout. */
export function sceneArt(seed: number, width = 640, height = 360): string {
  const s = scenes[((seed % scenes.length) + scenes.length) % scenes.length] ?? scenes[0];
  const sunX = 120 + ((seed * 97) % 400);
  const peaks = Array.from({ length: 7 }, (_, i) => {
    const x = i * 110 - 40;
    const h = 60 + ((seed * 31 + i * 47) % 90);
    return `${x},${260} ${x + 70},${260 - h} ${x + 140},${260}`;
  }).join(' ');
  const grid = Array.from({ length: 9 }, (_, i) => `<line x1="${i * 80}" y1="360" x2="${320 + (i - 4) * 20}" y2="262"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient>
<radialGradient id="g"><stop offset="0" stop-color="${s.glow}"/><stop offset="1" stop-color="${s.glow}" stop-opacity="0"/></radialGradient></defs>
<rect width="640" height="360" fill="url(#k)"/><circle cx="${sunX}" cy="170" r="120" fill="url(#g)" opacity=".55"/><circle cx="${sunX}" cy="170" r="46" fill="${s.glow}" opacity=".9"/>
<polygon points="${peaks}" fill="${s.ground}" opacity=".85"/><rect y="260" width="640" height="100" fill="${s.ground}"/>
<g stroke="${s.glow}" stroke-opacity=".45" stroke-width="1.5">${grid}<line x1="0" y1="290" x2="640" y2="290"/><line x1="0" y1="325" x2="640" y2="325"/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface SampleGame {
  slug: string;
  title: string;
  excerpt: string;
  category: { slug: string; title: string };
  views: number;
  reviews: number;
  reactions: number;
  rating?: number;
}

export const sampleGames: SampleGame[] = [
  {
    slug: 'starfall-arena',
    title: 'Starfall Arena',
    excerpt: 'Dodge meteor showers and duel rival pilots in a zero-gravity arena built for room-scale VR play.',
    category: { slug: 'action', title: 'Action' },
    views: 128_400,
    reviews: 342,
    reactions: 2_150,
    rating: 4.6,
  },
  {
    slug: 'neon-drift',
    title: 'Neon Drift',
    excerpt: 'Slide through a rain-soaked megacity at full throttle.',
    category: { slug: 'racing', title: 'Racing' },
    views: 54_900,
    reviews: 87,
    reactions: 610,
    rating: 4.2,
  },
  {
    slug: 'tidal-echoes',
    title: 'Tidal Echoes',
    excerpt: 'A meditative underwater puzzle journey where sound is your only map through the trenches.',
    category: { slug: 'puzzle', title: 'Puzzle' },
    views: 640,
    reviews: 0,
    reactions: 0,
  },
  {
    slug: 'orbital-golf',
    title: 'Orbital Golf: Gravity Assist Championship Edition',
    excerpt: 'Sink putts across planets with wildly different gravity.',
    category: { slug: 'sports', title: 'Sports' },
    views: 9_870,
    reviews: 12,
    reactions: 0,
    rating: 3.9,
  },
  {
    slug: 'crypt-of-echoes',
    title: 'Crypt of Echoes',
    excerpt: 'Hold your breath: every footstep wakes something in the dark.',
    category: { slug: 'horror', title: 'Horror' },
    views: 1_000,
    reviews: 5,
    reactions: 48,
  },
  {
    slug: 'sky-garden',
    title: 'Sky Garden',
    excerpt: 'Grow floating islands and tend a garden above the clouds.',
    category: { slug: 'casual', title: 'Casual' },
    views: 2_450_000,
    reviews: 1_204,
    reactions: 18_300,
    rating: 4.8,
  },
];
