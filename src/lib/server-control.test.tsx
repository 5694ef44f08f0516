import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { RadioButtons } from '@/components/ui/radio-buttons';
import { SearchInput } from '@/components/ui/search-input';

const CATEGORIES = ['All', 'Faith', 'Dating'] as const;

function Controls() {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('All');
  return (
    <>
      <SearchInput aria-label="Search" value={text} onValueChange={setText} />
      <RadioButtons name="category" options={CATEGORIES} value={category} onChange={setCategory} />
      <output>
        {text}|{category}
      </output>
    </>
  );
}

/** The server's HTML, changed by the reader (`change`) before the app hydrates it. */
async function hydrateAfter(change: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Controls />);
  document.body.append(container);
  change(container);
  const root = await act(async () => hydrateRoot(container, <Controls />));
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
}

describe("the server's controls, taken over by the app", () => {
  it('keeps what the reader typed and chose before the app was live as its state', async () => {
    await hydrateAfter((container) => {
      container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'prayer';
      container.querySelector<HTMLInputElement>('input[value="Dating"]')!.checked = true;
    });
    expect(screen.getByRole('status')).toHaveTextContent('prayer|Dating');
    expect(screen.getByRole('radio', { name: 'Dating' })).toBeChecked();
  });

  it("keeps the server's values when the reader changed nothing", async () => {
    await hydrateAfter(() => {});
    expect(screen.getByRole('status')).toHaveTextContent('|All');
  });
});
