import { type RefObject, useLayoutEffect } from 'react';

/**
 * What a visitor typed or chose in a form's server HTML before its island hydrated (an
 * island that wakes at first touch hydrates while the visitor is typing). React keeps the
 * fields' values as it hydrates (a controlled field is not set back), but the component's
 * state holds the values the server rendered: `adopt` gets the fields' values as the form
 * shows them (the query its GET would send: text, choices, ticked boxes), once, as the
 * island hydrates and before anything else runs; the form takes those that differ from
 * its state.
 */
export function useValuesShownAtHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (shown: URLSearchParams) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    if (!form.current) return;
    const fields = new FormData(form.current);
    // A form with no file field holds only strings.
    adopt(new URLSearchParams(fields as unknown as Record<string, string>));
  }, []);
}
