import { useCallback, useState } from 'react';

/**
 * A value a parent may control: the prop while it is set, else the component's own state,
 * starting at `initial`. The setter changes the own state only while uncontrolled (the
 * parent hears of the change through its callback and decides).
 */
export function useControlled<T>(
  controlled: T | undefined,
  initial: T | (() => T),
): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  const isControlled = controlled !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(() => next);
    },
    [isControlled],
  );
  return [controlled ?? own, set];
}
