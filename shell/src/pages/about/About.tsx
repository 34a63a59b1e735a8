import { getLocation, useStaff } from 'shared-content';
import { Card, CardGrid, InternalLink, Section, StatGrid, StatTile } from 'ui-kit';
import { Page, StaticHtml } from 'ui-kit/routing';
import { useContent } from '../../texts';
import * as styles from './About.css';

/** /about: history, numbers, values, the people and the mission of the group. */
export default function About() {
  const { aboutPage: text } = useContent('about');
  // Each person's role in the page's language; the list (and its order) is the page's.
  const inLanguage = useStaff();
  const staff = text.staff.map(
    (member) => inLanguage.find((person) => person.name === member.name) ?? member,
  );
  return (
    <Page heading={text.heading} title={text.title} description={text.description} lead={text.lead}>
      {/* Nothing on this page changes in the browser: its HTML is kept as the server wrote it. */}
      <StaticHtml>
        <Section id="history" title={text.historyTitle}>
          {text.history.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
        <Section id="numbers" title={text.statsTitle}>
          <StatGrid minColumnPx={176}>
            {text.stats.map((stat) => (
              <StatTile key={stat.label} value={stat.value} label={stat.label} tone="panel" />
            ))}
          </StatGrid>
        </Section>
        <Section id="values" title={text.valuesTitle}>
          <CardGrid minColumnPx={300}>
            {text.values.map((value) => (
              <Card as="li" key={value.title} title={value.title}>
                <p className={styles.flush}>{value.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section id="leadership" title={text.leadershipTitle}>
          <CardGrid minColumnPx={300}>
            {text.leadership.map((member) => (
              <Card as="li" key={member.name} title={member.name}>
                <p className={styles.role}>{member.role}</p>
                <p className={styles.flush}>{member.bio}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section id="staff" title={text.staffTitle} intro={text.staffIntro}>
          <CardGrid minColumnPx={200}>
            {staff.map((member) => (
              <Card as="li" key={member.name} title={member.name}>
                <p className={styles.role}>{member.role}</p>
                <p className={styles.flush}>
                  <InternalLink to={`/locations/${member.locationId}`}>
                    {getLocation(member.locationId).name}
                  </InternalLink>
                </p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section id="mission" title={text.missionTitle}>
          <p className={styles.mission}>{text.mission}</p>
        </Section>
      </StaticHtml>
    </Page>
  );
}
