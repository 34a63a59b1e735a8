import { css } from '@emotion/react';
import { getLocation, theme } from 'shared-content';
import { aboutPage } from 'shared-content/content/shell';
import { Card, CardGrid, InternalLink, Page, Section } from 'shared-content/ui';

const statValue = css({
  display: 'block',
  fontSize: theme.fontSizes.xxl,
  fontWeight: 700,
  color: theme.colors.primary,
  lineHeight: 1.2,
});

const statsBox = css({
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
  padding: theme.space.lg,
  textAlign: 'center',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
});

const statsGrid = css({
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  margin: 0,
});

const role = css({
  margin: `0 0 ${theme.space.xs}`,
  color: theme.colors.textMuted,
  fontWeight: 600,
});

/** /about: history, numbers, values, the people and the mission of the group. */
export default function About() {
  const text = aboutPage;
  return (
    <Page heading={text.heading} title={text.title} description={text.description} lead={text.lead}>
      <Section id="history" title={text.historyTitle}>
        {text.history.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section id="numbers" title={text.statsTitle}>
        <dl css={statsGrid}>
          {text.stats.map((stat) => (
            <div key={stat.label} css={statsBox}>
              <dt css={{ fontWeight: 600 }}>{stat.label}</dt>
              <dd css={{ margin: 0, order: -1 }}>
                <span css={statValue}>{stat.value}</span>
              </dd>
            </div>
          ))}
        </dl>
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
          {text.staff.map((member) => (
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
    </Page>
  );
}
