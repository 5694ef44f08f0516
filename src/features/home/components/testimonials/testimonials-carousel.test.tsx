import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '@/domain/types';
import { createQueryClient } from '@/lib/query-client';
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

describe('TestimonialsCarousel (small screen: one at a time)', () => {
  it('pages through with previous/next disabled at the ends', async () => {
    renderWith(people);
    const previous = await screen.findByRole('button', { name: 'Previous testimonials' });
    const next = screen.getByRole('button', { name: 'Next testimonials' });
    expect(screen.getAllByTestId('testimonial-card')).toHaveLength(1);
    expect(screen.getByText('Words from Anna', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anna' })).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    const card = screen.getByTestId('testimonial-card');
    // No photo: the first letter of the name stands in.
    expect(within(card).getByText('B')).toBeInTheDocument();
    await userEvent.click(next);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('shows the empty state', async () => {
    renderWith([]);
    expect(await screen.findByText('No testimonials available at this time.')).toBeInTheDocument();
  });
});
