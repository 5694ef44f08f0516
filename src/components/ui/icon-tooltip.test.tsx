import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/ui-constants';
import { matchMediaAtWidth } from '@/testing/match-media';
import { IconTooltip } from './icon-tooltip';
import { TooltipProvider } from './tooltip-provider';

function renderTwo() {
  return render(
    <TooltipProvider>
      <IconTooltip title="Facebook">
        <a href="https://www.facebook.com/" aria-label="Facebook">
          f
        </a>
      </IconTooltip>
      <IconTooltip title="Share on Instagram">
        <a href="https://www.instagram.com/" aria-label="Instagram">
          i
        </a>
      </IconTooltip>
    </TooltipProvider>,
  );
}

const hover = (element: Element) => fireEvent.pointerEnter(element, { pointerType: 'mouse' });
const leave = (element: Element) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A control named by a prop of its own rather than aria-label (as a wrapper such as antd's Dropdown hides it). */
const NamedButton = ({ name, ...rest }: { name: string; 'aria-describedby'?: string }) => (
  <button type="button" aria-label={name} {...rest}>
    r
  </button>
);

describe('IconTooltip', () => {
  it('opens for a control hovered before it came alive, after the open delay (an island hydrated late)', () => {
    const matches = Element.prototype.matches;
    const spy = vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' ? this.getAttribute('aria-label') === 'Facebook' : matches.call(this, selector);
    });
    renderTwo();
    spy.mockRestore();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Facebook');
  });

  it('opens after the 700 ms open delay, not before', () => {
    renderTwo();
    hover(screen.getByRole('link', { name: 'Facebook' }));
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Facebook');
  });

  it('opens the next one at once within the 300 ms skip window, and waits again after it', () => {
    renderTwo();
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    hover(facebook);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    leave(facebook);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    hover(instagram);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share on Instagram');
    leave(instagram);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS));
    hover(facebook);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the accessible name and describes only with new words', () => {
    renderTwo();
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    hover(facebook);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(facebook).not.toHaveAttribute('aria-describedby');
    leave(facebook);
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    hover(instagram);
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAccessibleDescription('Share on Instagram');
  });

  it('with media, opens only where the query matches', () => {
    const media = '(min-width: 768px) and (max-width: 1079.98px)';
    for (const [width, opens] of [
      [900, true],
      [1200, false],
    ] as const) {
      vi.stubGlobal('matchMedia', matchMediaAtWidth(width));
      const { unmount } = render(
        <IconTooltip title="Sign In" media={media}>
          <a href="/sign-in" aria-label="Sign In">
            s
          </a>
        </IconTooltip>,
      );
      hover(screen.getByRole('link', { name: 'Sign In' }));
      act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
      expect(screen.queryByRole('tooltip') !== null, `${width} px`).toBe(opens);
      unmount();
    }
  });

  it('reads the name from the control itself, however it was given, and does not repeat it as a description', () => {
    render(
      <IconTooltip title="Ruth">
        <NamedButton name="Ruth" />
      </IconTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Ruth' });
    hover(button);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Ruth');
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('ignores touch, and closes on Escape', () => {
    renderTwo();
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    fireEvent.pointerEnter(facebook, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS * 2));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    hover(facebook);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
