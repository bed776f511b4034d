import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { INITIAL_VIEWPORTS, MINIMAL_VIEWPORTS } from 'storybook/viewport';

/*
 * A story that picks a viewport (`globals: { viewport: { value: 'iphone12' } }`, Storybook's viewport
 * names) renders at that size under the test-runner too, so its media queries, play function and axe
 * run are the phone's (issue 14's phone stories). Every other story gets Playwright's default 1280×720
 * back: the stories of a file share one page.
 */
const DEFAULT_SIZE = { width: 1280, height: 720 };
const VIEWPORTS: Record<string, { styles: { width: string; height: string } }> = { ...MINIMAL_VIEWPORTS, ...INITIAL_VIEWPORTS };

function sizeOf(name: unknown): { width: number; height: number } {
  const viewport = typeof name === 'string' ? VIEWPORTS[name] : undefined;
  if (!viewport) return DEFAULT_SIZE;
  return { width: Number.parseInt(viewport.styles.width, 10), height: Number.parseInt(viewport.styles.height, 10) };
}

const config: TestRunnerConfig = {
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    const globals = context.storyGlobals as { viewport?: { value?: unknown } } | undefined;
    const size = sizeOf(globals?.viewport?.value);
    const current = page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  },
};

export default config;
