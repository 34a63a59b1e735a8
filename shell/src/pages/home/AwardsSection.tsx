import { Section, StatGrid, StatTile } from 'ui-kit';
import { useContent } from '../../texts';
import { AwardsMessages } from './AwardsMessages';
import * as styles from './AwardsSection.css';

/** Awards: the rotating messages and the five stat cards. */
export function AwardsSection() {
  const { home } = useContent('home');
  const { title, stats } = home.awards;
  return (
    <Section id="home-awards" title={title}>
      <AwardsMessages />
      <StatGrid minColumnPx={150} className={styles.awardsGrid}>
        {stats.map((stat) => (
          <StatTile
            key={stat.id}
            value={stat.value}
            spokenValue={stat.spokenValue}
            label={stat.label}
            tone="card"
            className={stat.value.length > 5 ? styles.longValue : undefined}
            data-testid={`stat-${stat.id}`}
          />
        ))}
      </StatGrid>
    </Section>
  );
}
