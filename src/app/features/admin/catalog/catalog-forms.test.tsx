import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import { encodeStringList } from '@/domain/app-review';
import { MESSAGES } from '@/domain/schemas';
import type { AppReview, Resource, Testimonial } from '@/domain/types';
import { createQueryClient } from '@/lib/query-client';
import { AppReviewForm } from './app-reviews-admin-page';
import { matchesSearch } from './catalog-admin-page';
import { appReviewFormValues } from './catalog-form-values';
import { ResourceForm } from './resources-admin-page';
import { TestimonialForm } from './testimonials-admin-page';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

let sent: Sent[];

function renderForm(form: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NotifyProvider>{form}</NotifyProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      // The picture field asks whether uploads work here; every write is answered with its body.
      if (method === 'GET') return new Response(JSON.stringify({ available: true }), { status: 200 });
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      return new Response(JSON.stringify({ id: 'saved', ...(body as object) }), { status: 201 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Types a whole value at once (as a paste): typing key by key makes these tests slow on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const review: AppReview = {
  id: 'kingdom',
  name: 'Kingdom Singles',
  rating: 4,
  memberCount: '250K+',
  monthlyPrice: '$9.99',
  bestFor: 'Small communities',
  description: 'A small app.',
  affiliateUrl: 'https://kingdom.example.test',
  pros: encodeStringList(['Prayer wall']),
  cons: encodeStringList([]),
  position: 30,
};

describe('the app review form', () => {
  it('says what is missing on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm(<AppReviewForm items={[]} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create App Review' }));
    for (const message of [
      MESSAGES.nameRequired,
      MESSAGES.ratingHalves,
      MESSAGES.descriptionRequired,
      MESSAGES.affiliateUrlHttps,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('takes pros and cons as lists, a rating in halves and an https link, and sends them as the API takes them', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderForm(<AppReviewForm items={[review]} onDone={onDone} />);
    // A new review goes after the others.
    expect(screen.getByLabelText('Position')).toHaveValue('40');

    await fill(user, 'Name', 'Covenant Connect');
    await fill(user, 'Rating', '4.7');
    await fill(user, 'Members', '80K+');
    await fill(user, 'Monthly Price', '$14.99 - $24.99');
    await fill(user, 'Best For', 'Marriage-minded singles');
    await fill(user, 'Description', 'Careful matching.');
    await fill(user, 'Affiliate URL', 'http://covenant.example.test');

    await user.click(screen.getByRole('button', { name: /Add pro$/ }));
    // The new line takes the focus.
    expect(screen.getByLabelText('Pro 1')).toHaveFocus();
    await user.keyboard('Thoughtful matching');
    await user.click(screen.getByRole('button', { name: /Add pro$/ }));
    await user.click(screen.getByRole('button', { name: /Add con$/ }));
    await fill(user, 'Con 1', 'Small');

    await user.click(screen.getByRole('button', { name: 'Create App Review' }));
    expect(await screen.findByText(MESSAGES.ratingHalves)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.affiliateUrlHttps)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.listItemRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Pro 2')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    const rating = screen.getByLabelText('Rating');
    await user.clear(rating);
    await user.type(rating, '4.5');
    const link = screen.getByLabelText('Affiliate URL');
    await user.clear(link);
    await user.type(link, 'https://covenant.example.test');
    await user.click(screen.getByRole('button', { name: 'Remove pro 2' }));
    expect(screen.queryByLabelText('Pro 2')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create App Review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/app-reviews',
        body: {
          name: 'Covenant Connect',
          logoUrl: '',
          rating: 4.5,
          memberCount: '80K+',
          monthlyPrice: '$14.99 - $24.99',
          bestFor: 'Marriage-minded singles',
          description: 'Careful matching.',
          affiliateUrl: 'https://covenant.example.test',
          pros: ['Thoughtful matching'],
          cons: ['Small'],
          position: 40,
        },
      },
    ]);
  });

  it('opens an existing review with its pros as lines and saves it in place', async () => {
    const user = userEvent.setup();
    renderForm(<AppReviewForm item={review} items={[review]} onDone={() => {}} />);
    expect(screen.getByLabelText('Pro 1')).toHaveValue('Prayer wall');
    expect(within(screen.getByRole('group', { name: 'Cons' })).getByText('None yet.')).toBeInTheDocument();
    const price = screen.getByLabelText('Monthly Price');
    await user.clear(price);
    await user.type(price, '$11.99');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/app-reviews/kingdom',
      body: { monthlyPrice: '$11.99', pros: ['Prayer wall'], cons: [], position: 30 },
    });
  });
});

describe('the resource form', () => {
  const resource: Resource = {
    id: 'waiting-well',
    title: 'Waiting Well',
    type: 'devotional',
    rating: 4,
    description: 'Thirty mornings.',
    price: '$7.99',
  };

  it('refuses an http link and a position out of range, then saves the new price', async () => {
    const user = userEvent.setup();
    renderForm(<ResourceForm item={resource} items={[resource]} onDone={() => {}} />);
    // Saved before positions existed: it is offered the next place at the end.
    const position = screen.getByLabelText('Position');
    expect(position).toHaveValue('10');
    await user.clear(position);
    await fill(user, 'Affiliate URL', 'http://books.example.test');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.resourceLinkInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.positionRange)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(position, '5');
    await user.clear(screen.getByLabelText('Affiliate URL'));
    const price = screen.getByLabelText('Price');
    await user.clear(price);
    await user.type(price, 'Free');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/resources/waiting-well',
      body: { price: 'Free', affiliateUrl: '', position: 5, type: 'devotional' },
    });
  });
});

describe('the testimonial form', () => {
  const testimonial: Testimonial = { id: 't1', name: 'Naomi', location: 'Leeds', content: 'Steadied me.', rating: 5 };

  it('rates in whole stars', async () => {
    const user = userEvent.setup();
    renderForm(<TestimonialForm item={testimonial} items={[testimonial]} onDone={() => {}} />);
    const rating = screen.getByLabelText('Rating');
    await user.clear(rating);
    await user.type(rating, '4.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.ratingWhole)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('starts a new testimonial at five stars and requires its words', async () => {
    const user = userEvent.setup();
    renderForm(<TestimonialForm items={[]} onDone={() => {}} />);
    expect(screen.getByLabelText('Rating')).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Create Testimonial' }));
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
  });
});

describe('the catalog helpers', () => {
  it('searches any of the texts, ignoring case', () => {
    expect(matchesSearch(['Kingdom Singles', undefined], 'kingdom')).toBe(true);
    expect(matchesSearch(['Kingdom Singles'], '  ')).toBe(true);
    expect(matchesSearch(['Kingdom Singles', 'Small communities'], 'prayer')).toBe(false);
  });

  it('opens a new review empty, with no rating chosen yet', () => {
    expect(appReviewFormValues(undefined, [])).toMatchObject({ name: '', rating: null, pros: [], position: 10 });
  });
});
