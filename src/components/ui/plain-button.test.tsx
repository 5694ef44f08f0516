import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrateServerRender } from '@/testing/hydrate-server-render';
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
    const { container, html, recoverableErrors } = await hydrateServerRender(form);
    expect(html).toMatch(/<button[^>]*type="submit"/);
    expect(html).not.toMatch(/<button[^>]*disabled/);
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
    expect(recoverableErrors).toEqual([]);
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
