import { css } from '@emotion/react';
import { hoursRows } from '../logic/hours';
import { theme } from '../platform/theme';
import type { OpeningHours } from '../schemas/common';
import { useOpenState } from './useOpenState';

const tableStyle = css({
  borderCollapse: 'collapse',
  width: '100%',
  th: { textAlign: 'left', fontWeight: 600, paddingRight: theme.space.md },
  'th, td': { padding: `${theme.space.xs} 0`, borderBottom: `1px solid ${theme.colors.border}` },
});

/**
 * A location's hours: weekdays, Saturday, Sunday. `hideClosedSaturday` leaves out a
 * Saturday the location is closed on (the hours page does).
 */
export function HoursTable({
  hours,
  caption,
  hideClosedSaturday = false,
}: {
  hours: OpeningHours;
  caption: string;
  hideClosedSaturday?: boolean;
}) {
  const rows = hoursRows(hours).filter(
    (row) => !(hideClosedSaturday && row.label === 'Saturday' && row.range === null),
  );
  return (
    <table css={tableStyle}>
      <caption css={{ textAlign: 'left', fontWeight: 600, marginBottom: theme.space.xs }}>
        {caption}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Open now · closes at 7:00 PM" or "Closed now · opens tomorrow at 9:00 AM", kept current. */
export function OpenStatus({ hours }: { hours: OpeningHours }) {
  const state = useOpenState(hours);
  return (
    <p
      css={{
        display: 'inline-block',
        margin: `${theme.space.xs} 0`,
        padding: `${theme.space.xs} ${theme.space.sm}`,
        borderRadius: theme.radii.sm,
        fontWeight: 600,
        background: state.open ? theme.colors.successSurface : theme.colors.surface,
        color: state.open ? theme.colors.success : theme.colors.text,
      }}
    >
      {state.label}
    </p>
  );
}
