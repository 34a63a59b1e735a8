import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A filter kept in the page's address (`?pharmacy=parlin`), for an island whose GET form
 * filters without script (the server renders the filtered page). With script a choice
 * applies at once and the address follows (replaced, not pushed: Back leaves the page).
 * `readValue` reads a raw value: one it knows, or '' (no filter).
 */
export function useQueryFilter<Value extends string>(
  param: string,
  readValue: (raw: string | null) => Value | '',
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = readValue(searchParams.get(param));
  const choose = (value: Value | '') =>
    setSearchParams(value ? { [param]: value } : {}, { replace: true, preventScrollReset: true });
  /** The form's submit (its button, or Enter), applied in place. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(param);
    choose(readValue(typeof value === 'string' ? value : null));
  };
  return { selected, choose, submit };
}
