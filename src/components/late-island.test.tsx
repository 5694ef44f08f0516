import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, startTransition, use, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useHydrated } from '@/lib/use-hydrated';
import { hydrateServerRender } from '@/testing/hydrate-server-render';
import { LateIsland } from './late-island';

const client = createQueryClient();

/** The island's content: a field, marked once live, that says whether it reads the page's query cache. */
function NameField({ id }: { id: string }) {
  const live = useHydrated();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <p>
      <label htmlFor={`${id}-name`}>Name</label>
      <input
        id={`${id}-name`}
        name="name"
        data-live={live || undefined}
        data-page-cache={useQueryClient() === client}
        onChange={(event) => setTyped(event.target.value)}
      />
      {typed !== null && <output>{`Typed ${typed}`}</output>}
    </p>
  );
}

/** Stands for the router's location: a context above the island that a tab press changes, in a transition. */
const Tab = createContext('All');

function Page({ when }: { when: () => Promise<void> }) {
  const [tab, setTab] = useState('All');
  return (
    <QueryClientProvider client={client}>
      <Tab value={tab}>
        <button type="button" onClick={() => startTransition(() => setTab('Books'))}>
          Books
        </button>
        <ShownTab />
        <LateIsland component={NameField} when={when} fallback={<p role="status">Loading</p>} />
      </Tab>
    </QueryClientProvider>
  );
}

function ShownTab() {
  return <h1>{use(Tab)}</h1>;
}

/** The page as the server writes it (no window there), then hydrated in this document. */
async function hydrateServerPage(when: () => Promise<void>) {
  const errors = vi.spyOn(console, 'error');
  const { container } = await hydrateServerRender(() => <Page when={when} />);
  return { container, errors };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('LateIsland', () => {
  it('lets the page around it change before it is alive, then hydrates keeping what was typed', async () => {
    let comeAlive = () => {};
    const { container, errors } = await hydrateServerPage(() => new Promise<void>((resolve) => (comeAlive = resolve)));
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).not.toHaveAttribute('data-live');
    fireEvent.input(field, { target: { value: 'Ruth' } });

    // The page's transition commits although the island has not hydrated.
    await act(async () => screen.getByRole('button', { name: 'Books' }).click());
    expect(screen.getByRole('heading')).toHaveTextContent('Books');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(field);

    await act(async () => comeAlive());
    await vi.waitFor(() => expect(field).toHaveAttribute('data-live', 'true'));
    // The same element, the typed text kept, the page's own query cache, and live handlers.
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(field);
    expect(field).toHaveValue('Ruth');
    expect(field).toHaveAttribute('data-page-cache', 'true');
    fireEvent.change(field, { target: { value: 'Ruth A' } });
    expect(await screen.findByText('Typed Ruth A')).toBeInTheDocument();
    expect(container.querySelectorAll('input')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is part of the page on a screen the browser draws by itself, without waiting', async () => {
    const when = vi.fn(() => new Promise<void>(() => {}));
    render(<Page when={when} />);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAttribute('data-live', 'true');
    expect(when).not.toHaveBeenCalled();
  });
});
