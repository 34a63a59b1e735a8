import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { act } from 'react';
import { useLocation } from 'react-router-dom';
import { renderAt } from 'test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueryFilter } from './useQueryFilter';

const pharmacies = ['linden', 'parlin'] as const;
type Pharmacy = (typeof pharmacies)[number];
const pharmacyOf = (raw: string | null): Pharmacy | '' =>
  pharmacies.find((pharmacy) => pharmacy === raw) ?? '';

function Filter() {
  const { selected, choose, submit } = useQueryFilter('pharmacy', pharmacyOf);
  return (
    <form onSubmit={submit}>
      <label>
        Pharmacy
        <select
          name="pharmacy"
          value={selected}
          onChange={(event) => choose(pharmacyOf(event.target.value))}
        >
          <option value="">All</option>
          <option value="linden">Linden</option>
          <option value="parlin">Parlin</option>
        </select>
      </label>
      <p>showing {selected || 'all'}</p>
    </form>
  );
}

function RouterSearch() {
  return <p>router at {useLocation().search || 'no query'}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useQueryFilter', () => {
  it('without a router (an island): reads, replaces and follows the browser address', async () => {
    window.history.replaceState(null, '', '/locations?pharmacy=parlin');
    const before = window.history.length;
    render(<Filter />);
    expect(screen.getByText('showing parlin')).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText('Pharmacy'), 'linden');
    expect(screen.getByText('showing linden')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/locations?pharmacy=linden');
    expect(window.history.length).toBe(before);

    await userEvent.setup().selectOptions(screen.getByLabelText('Pharmacy'), '');
    expect(window.location.search).toBe('');
    expect(screen.getByText('showing all')).toBeInTheDocument();

    // Back or Forward to an address with another choice shows it.
    window.history.replaceState(null, '', '/locations?pharmacy=parlin');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByText('showing parlin')).toBeInTheDocument();
  });

  it('in a router: reads and replaces the router query, not the browser address', async () => {
    const { user } = renderAt(
      '/locations?pharmacy=linden',
      <>
        <Filter />
        <RouterSearch />
      </>,
    );
    expect(screen.getByText('showing linden')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Pharmacy'), 'parlin');
    expect(screen.getByText('showing parlin')).toBeInTheDocument();
    expect(screen.getByText('router at ?pharmacy=parlin')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});
