import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '@/domain/types';
import { createQueryClient } from '@/lib/query-client';
import { matchMediaAtWidth } from '@/testing/match-media';
import { TestimonialsCarousel } from './testimonials-carousel';

const people: Testimonial[] = ['Anna', 'Ben', 'Cara'].map((name, index) => ({
  id: name.toLowerCase(),
  name,
  location: 'Somewhere',
  content: `Words from ${name}`,
  rating: 5,
  imageUrl: index === 0 ? '/images/avatars/anna.svg' : undefined,
}));

function renderWith(list: Testimonial[]) {
  // antd's Avatar measures its text; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(list), { status: 200 })),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TestimonialsCarousel />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

/**
 * Previous or next as a reader of a screen holding `view` cards has it: one pair per view size is
 * in the page, and CSS shows the screen's (jsdom's screen is a small one, and jsdom draws no CSS).
 */
function step(name: 'Previous testimonials' | 'Next testimonials', view = 1): HTMLElement {
  const links = screen.getAllByRole('link', { name });
  expect(links).toHaveLength(3);
  return links.find((link) => link.classList.contains(`fm-carousel__for-${view}`))!;
}

describe('TestimonialsCarousel (small screen: one at a time)', () => {
  it('holds every testimonial as a slide, and previous/next are links to slides, off at the ends', async () => {
    renderWith(people);
    await screen.findByText('Showing 1 to 1 of 3');
    const previous = step('Previous testimonials');
    const next = step('Next testimonials');
    // Every testimonial is in the page (the track scrolls sideways), each a slide the links can reach.
    const cards = screen.getAllByTestId('testimonial-card');
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('id', 'testimonial-anna');
    expect(within(cards[0]!).getByRole('img', { name: 'Anna' })).toBeInTheDocument();
    // No photo: the first letter of the name stands in.
    expect(within(cards[1]!).getByText('B')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 3')).toBeInTheDocument();

    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(next).toHaveAttribute('href', '#testimonial-ben');
    // Before the app runs, the browser follows the link by bringing the card just into view: on a
    // screen of two, the last card of the next page.
    expect(step('Next testimonials', 2)).toHaveAttribute('href', '#testimonial-cara');
    expect(step('Next testimonials', 3)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(screen.getByText('Showing 2 to 2 of 3')).toBeInTheDocument();
    expect(step('Previous testimonials')).toHaveAttribute('href', '#testimonial-anna');
    expect(step('Next testimonials')).toHaveAttribute('href', '#testimonial-cara');
    await userEvent.click(step('Next testimonials'));
    expect(step('Next testimonials')).toHaveAttribute('aria-disabled', 'true');
    expect(step('Previous testimonials')).toHaveAttribute('href', '#testimonial-ben');
  });

  it('a dot brings its testimonial into view', async () => {
    renderWith(people);
    const third = await screen.findByRole('link', { name: 'Testimonial 3 of 3' });
    expect(third).toHaveAttribute('href', '#testimonial-cara');
    expect(screen.getByRole('link', { name: 'Testimonial 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Showing 3 to 3 of 3')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderWith([]);
    // The empty state is antd's, in a lazy chunk: its first import in a worker transforms antd, which
    // took over the 10 s default of a loaded machine (a fresh clone's unit phase, beside npm ci).
    expect(
      await screen.findByText('No testimonials available at this time.', {}, { timeout: 25_000 }),
    ).toBeInTheDocument();
  });
});

describe('TestimonialsCarousel on wider screens', () => {
  const four: Testimonial[] = [...people, { ...people[0]!, id: 'dan', name: 'Dan', imageUrl: undefined }];

  it.each([
    [800, 2, 'Showing 1 to 2 of 4', 'Showing 3 to 4 of 4'],
    [1200, 3, 'Showing 1 to 3 of 4', 'Showing 2 to 4 of 4'],
  ])('at %i px, shows %i at a time, and next moves a whole view on', async (width, view, first, after) => {
    vi.stubGlobal('matchMedia', matchMediaAtWidth(width));
    renderWith(four);
    // Rendered for one, as the server does, then the screen's own number.
    expect(await screen.findByText(first)).toBeInTheDocument();
    await userEvent.click(step('Next testimonials', view));
    expect(screen.getByText(after)).toBeInTheDocument();
    expect(step('Next testimonials', view)).toHaveAttribute('aria-disabled', 'true');
  });
});
