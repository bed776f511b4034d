import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Carousel, wrapIndex, type CarouselBaseProps } from './Carousel';

const games = ['Starfall Arena', 'Neon Drift', 'Tidal Echoes'];

const renderCarousel = (props: CarouselBaseProps = {}) =>
  renderWithTheme(
    <Carousel label="Featured games" items={games} renderItem={(title) => <p>{title}</p>} {...props} />,
  );

function Parent() {
  const [i, setI] = useState(0);
  return (
    <>
      <output>{i}</output>
      <Carousel label="Similar games" index={i} onIndexChange={setI}>
        {games.map((g) => (
          <p key={g}>{g}</p>
        ))}
      </Carousel>
    </>
  );
}

/** The slide the user sees: exiting slides are aria-hidden, so role queries skip them. */
const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });

describe('wrapIndex', () => {
  it('wraps any integer into range', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel region showing one slide labelled "n of N"', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured games' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = within(region).getByRole('group', { name: '1 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveTextContent('Starfall Arena');
    expect(screen.queryByText('Neon Drift')).not.toBeInTheDocument();
  });

  it('next from the last slide wraps to the first (spec §2 Slider)', async () => {
    const onIndexChange = vi.fn();
    renderCarousel({ defaultIndex: 2, onIndexChange });
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveTextContent('Starfall Arena');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('previous from the first slide wraps to the last (spec §2 Slider)', async () => {
    const onIndexChange = vi.fn();
    renderCarousel({ onIndexChange });
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(currentSlide()).toHaveTextContent('Tidal Echoes');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('steps with Left and Right arrow keys inside the region, wrapping both ways', async () => {
    const onIndexChange = vi.fn();
    renderCarousel({ onIndexChange });
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(onIndexChange.mock.calls).toEqual([[1], [0], [2], [0]]);
  });

  it('leaves arrow keys alone inside text fields', async () => {
    renderWithTheme(
      <Carousel label="Forms">
        <input aria-label="Code" />
        <p>Second</p>
      </Carousel>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Code' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
  });

  it('when controlled, reports the wrapped target and shows only what the parent passes', async () => {
    const onIndexChange = vi.fn();
    const { rerender } = renderCarousel({ index: 2, onIndexChange });
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onIndexChange).toHaveBeenCalledWith(0);
    // The parent has not accepted the change yet.
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    rerender(<Carousel label="Featured games" items={games} renderItem={(t) => <p>{t}</p>} index={0} onIndexChange={onIndexChange} />);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('works with a parent that owns the index', async () => {
    renderWithTheme(<Parent />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(currentSlide()).toHaveTextContent('Tidal Echoes');
  });

  it('dots jump to a slide and mark the current one', async () => {
    const onIndexChange = vi.fn();
    renderCarousel({ showDots: true, onIndexChange });
    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3 of 3' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(onIndexChange).toHaveBeenCalledWith(2);
  });

  it('does not report a change when the current dot is clicked', async () => {
    const onIndexChange = vi.fn();
    renderCarousel({ showDots: true, onIndexChange });
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 1 of 3' }));
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('a single slide has no arrows or dots; no slides render nothing', () => {
    const { unmount } = renderWithTheme(
      <Carousel label="One" showDots items={['Only']} renderItem={(t) => <p>{t}</p>} />,
    );
    expect(screen.getByRole('group', { name: '1 of 1' })).toHaveTextContent('Only');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const { container } = renderWithTheme(<Carousel label="None" items={[] as string[]} renderItem={(t) => <p>{t}</p>} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its labels from props and passes aria attributes through', () => {
    renderWithTheme(
      <>
        <h2 id="similar-heading">Ähnliche Spiele</h2>
        <Carousel
          aria-labelledby="similar-heading"
          items={games}
          renderItem={(title) => <p>{title}</p>}
          labels={{ previous: 'Zurück', next: 'Weiter', slide: (n, total) => `Folie ${n} von ${total}` }}
        />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Ähnliche Spiele' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Folie 1 von 3' })).toBeInTheDocument();
  });

  describe('autoplay', () => {
    it('advances on its interval, wrapping, and announces nothing while rotating', () => {
      vi.useFakeTimers();
      renderCarousel({ autoplay: 5000, defaultIndex: 2 });
      expect(screen.getByRole('group', { name: '3 of 3' }).parentElement).toHaveAttribute('aria-live', 'off');
      act(() => vi.advanceTimersByTime(4999));
      expect(currentSlide()).toHaveAccessibleName('3 of 3');
      act(() => vi.advanceTimersByTime(1));
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
      act(() => vi.advanceTimersByTime(5000));
      expect(currentSlide()).toHaveAccessibleName('2 of 3');
    });

    it('pauses while hovered or focused and resumes afterwards', () => {
      vi.useFakeTimers();
      renderCarousel({ autoplay: 5000 });
      const region = screen.getByRole('region', { name: 'Featured games' });

      fireEvent.pointerEnter(region);
      act(() => vi.advanceTimersByTime(12000));
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
      fireEvent.pointerLeave(region);

      act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
      act(() => vi.advanceTimersByTime(12000));
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
      expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');

      act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
      act(() => vi.advanceTimersByTime(5000));
      expect(currentSlide()).toHaveAccessibleName('2 of 3');
    });

    it('has a pause button that stops and restarts rotation (WCAG 2.2.2)', () => {
      vi.useFakeTimers();
      renderCarousel({ autoplay: 5000 });
      fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
      // Clicking focuses nothing in jsdom's fireEvent, so only the pause holds it still.
      act(() => vi.advanceTimersByTime(20000));
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
      fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
      act(() => vi.advanceTimersByTime(5000));
      expect(currentSlide()).toHaveAccessibleName('2 of 3');
    });

    it('is off, with no pause button, under prefers-reduced-motion', () => {
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          addListener: vi.fn(),
          removeListener: vi.fn(),
        })),
      );
      vi.useFakeTimers();
      renderCarousel({ autoplay: 5000 });
      act(() => vi.advanceTimersByTime(20000));
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
      expect(screen.queryByRole('button', { name: 'Pause automatic slide show' })).not.toBeInTheDocument();
      expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    });
  });
});
