import { css } from '@emotion/react';
import { getLocation, useStaff } from 'shared-content';
import {
  Card,
  CardGrid,
  InternalLink,
  Page,
  Section,
  StatGrid,
  StaticHtml,
  StatTile,
  theme,
} from 'ui-kit';
import { useContent } from '../../useContent';

const role = css({
  margin: `0 0 ${theme.space.xs}`,
  color: theme.colors.textMuted,
  fontWeight: 600,
});

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
                <p css={{ margin: 0 }}>{value.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section id="leadership" title={text.leadershipTitle}>
          <CardGrid minColumnPx={300}>
            {text.leadership.map((member) => (
              <Card as="li" key={member.name} title={member.name}>
                <p css={role}>{member.role}</p>
                <p css={{ margin: 0 }}>{member.bio}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section id="staff" title={text.staffTitle} intro={text.staffIntro}>
          <CardGrid minColumnPx={200}>
            {staff.map((member) => (
              <Card as="li" key={member.name} title={member.name}>
                <p css={role}>{member.role}</p>
                <p css={{ margin: 0 }}>
                  <InternalLink to={`/locations/${member.locationId}`}>
                    {getLocation(member.locationId).name}
                  </InternalLink>
                </p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section id="mission" title={text.missionTitle}>
          <p
            css={{
              fontSize: theme.fontSizes.lg,
              borderLeft: `4px solid ${theme.colors.primary}`,
              paddingLeft: theme.space.md,
              margin: 0,
            }}
          >
            {text.mission}
          </p>
        </Section>
      </StaticHtml>
    </Page>
  );
}
