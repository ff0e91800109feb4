// A flag that turns true `delay` ms after the first render: the top bar holds
// its user and messages calls back this long after start (spec section 9).
import { useEffect, useState } from 'react';

/** Spec section 9: the top bar loads the user and messages after 2000 ms. */
export const TOP_BAR_LOAD_DELAY = 2000;

export function useDelayedStart(delay: number = TOP_BAR_LOAD_DELAY): boolean {
  const [started, setStarted] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setStarted(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return started;
}
