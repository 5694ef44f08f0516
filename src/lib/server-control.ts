import { useEffect } from 'react';

/**
 * A value the reader set in the server's control before the app was live (text typed into a box, a
 * radio checked) becomes the app's value as the app takes the control over: hydration keeps it on
 * screen, but the state would still say the server's, and the next press would act on that. Once:
 * from then on the state leads. `read` gives the control's value from the DOM, undefined for none.
 */
export function useAdoptServerValue<T>(read: () => T | undefined, value: T, onChange: (value: T) => void): void {
  useEffect(() => {
    const set = read();
    if (set !== undefined && set !== value) onChange(set);
    // Once, as the app takes over the server's control.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
