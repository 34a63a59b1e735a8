import { ActionLink, Card, CardGrid, Section } from 'ui-kit';
import { Page } from 'ui-kit/routing';
import type { Feature } from '../../content/schemas';
import { useContent } from '../../texts';
import * as styles from './Features.css';

const FeatureCard = ({ feature }: { feature: Feature }) => (
  <Card as="li" title={feature.title}>
    <p className={styles.description}>{feature.description}</p>
    {feature.link && (
      <p className={styles.link}>
        <ActionLink link={feature.link} />
      </p>
    )}
  </Card>
);

/** /features: what patients can do with the pharmacy, and the way into the portal. */
export default function Features() {
  const { featuresPage: text } = useContent('features');
  return (
    <Page heading={text.heading} title={text.title} description={text.description} lead={text.lead}>
      <Section id="main-features" title={text.mainTitle}>
        <CardGrid minColumnPx={320}>
          {text.main.map((feature) => (
            <FeatureCard key={feature.id} feature={feature} />
          ))}
        </CardGrid>
      </Section>
      <Section id="more-features" title={text.additionalTitle}>
        <CardGrid minColumnPx={220}>
          {text.additional.map((feature) => (
            <FeatureCard key={feature.id} feature={feature} />
          ))}
        </CardGrid>
      </Section>
      <Section id="get-started" title={text.getStarted.title}>
        <div className={styles.getStarted}>
          <p className={styles.getStartedText}>{text.getStarted.text}</p>
          <ActionLink link={text.getStarted.link} variant="primary" />
        </div>
      </Section>
    </Page>
  );
}
