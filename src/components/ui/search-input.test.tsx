import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEEDS_APP_ATTRIBUTE } from '@/lib/app-ready';
import { TOOLTIP_OPEN_DELAY_MS } from '@/lib/ui-constants';
import { SearchInput } from './search-input';

/** The blog list's shape: a GET form the app sends itself (the handler is the page's in-place search). */
function SearchForm({ onSearch, submitLabel }: { onSearch: (value: string) => void; submitLabel?: string }) {
  const [value, setValue] = useState('');
  return (
    <form
      method="get"
      action="/christian-dating-advice"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <SearchInput
        aria-label="Search articles"
        name="search"
        value={value}
        onValueChange={setValue}
        submitLabel={submitLabel}
      />
    </form>
  );
}

afterEach(() => vi.useRealTimers());

describe('SearchInput', () => {
  it('in a form, ends with a submit button named by submitLabel that sends the form to its handler', () => {
    const onSearch = vi.fn();
    render(<SearchForm onSearch={onSearch} submitLabel="Search" />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'prayer' } });
    const button = screen.getByRole('button', { name: 'Search' });
    // A plain submit: the browser sends the form by itself before the app is live, or without it.
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute(NEEDS_APP_ATTRIBUTE);
    fireEvent.click(button);
    expect(onSearch).toHaveBeenCalledWith('prayer');
  });

  it("shows the button's name as its tooltip, without describing the button by its own name", () => {
    vi.useFakeTimers();
    render(<SearchForm onSearch={() => {}} submitLabel="Search" />);
    const button = screen.getByRole('button', { name: 'Search' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Search');
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('names its icon-only clear button in a tooltip too, at every width', () => {
    vi.useFakeTimers();
    render(<SearchForm onSearch={() => {}} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'prayer' } });
    const clear = screen.getByRole('button', { name: 'Clear search' });
    fireEvent.pointerEnter(clear, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Clear search');
    expect(clear).not.toHaveAttribute('aria-describedby');
  });

  it('has no button of its own without submitLabel (the FAQ filters as one types)', () => {
    render(<SearchForm onSearch={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
