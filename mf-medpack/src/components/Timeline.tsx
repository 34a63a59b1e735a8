import { cardTitle, theme } from 'ui-kit';
import type { TimelineEntry } from '../content/schemas';

/** An ordered, day-by-day timeline ("Days 1-2: Call and setup"). */
export const Timeline = ({
  entries,
  dayRange,
}: {
  entries: readonly TimelineEntry[];
  /** "Days {from}-{to}", filled in for each entry. */
  dayRange: string;
}) => (
  <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
    {entries.map((entry) => (
      <li
        key={entry.title}
        css={{
          position: 'relative',
          paddingLeft: theme.space.xl,
          paddingBottom: theme.space.lg,
          borderLeft: `3px solid ${theme.colors.primary}`,
          marginLeft: theme.space.sm,
          '&:last-of-type': { borderLeftColor: 'transparent', paddingBottom: 0 },
          '&::before': {
            content: '""',
            position: 'absolute',
            left: -11,
            top: 2,
            width: 16,
            height: 16,
            borderRadius: '50%',
            background: theme.colors.background,
            border: `3px solid ${theme.colors.primary}`,
          },
        }}
      >
        <h3 css={[cardTitle, { marginBottom: theme.space.xs }]}>
          <span css={{ color: theme.colors.primary }}>
            {dayRange.replace('{from}', String(entry.from)).replace('{to}', String(entry.to))}:
          </span>{' '}
          {entry.title}
        </h3>
        <p css={{ margin: 0 }}>{entry.description}</p>
      </li>
    ))}
  </ol>
);
