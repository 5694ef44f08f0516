import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlainButton } from './plain-button';

function form() {
  return (
    <form aria-label="Contact form">
      <input aria-label="Name" />
      <PlainButton htmlType="submit">Send Message</PlainButton>
      <PlainButton>Cancel</PlainButton>
    </form>
  );
}

describe('PlainButton', () => {
  it('is a live submit button from the first paint: the server HTML sends its form before hydration', async () => {
    const html = renderToString(form());
    expect(html).toMatch(/<button[^>]*type="submit"/);
    expect(html).not.toMatch(/<button[^>]*disabled/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const send = () => container.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(send()?.disabled).toBe(false);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, form(), { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(send()?.disabled).toBe(false);
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('is on at once on a screen the browser draws by itself, and stays off when asked', () => {
    render(
      <>
        <PlainButton htmlType="submit">Save</PlainButton>
        <PlainButton htmlType="submit" disabled>
          Update
        </PlainButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});
