import { css } from '@emotion/react';
import { ActionLink, CardGrid, cardStyle, cardTitle, Section, theme } from 'ui-kit';
import { useContent } from '../../useContent';

const cardLayout = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  borderTop: `4px solid ${theme.colors.primary}`,
});

const description = css({ margin: 0, flex: 1 });

/** The six service cards of `home.services.cards`, each with its own action. */
export function ServiceCards() {
  const { home } = useContent('home');
  const { services } = home;
  return (
    <Section id="home-services" title={services.title}>
      <CardGrid minColumnPx={300}>
        {services.cards.map((card) => (
          <li key={card.id} css={[cardStyle, cardLayout]} data-testid={`service-${card.id}`}>
            <h3 css={[cardTitle, { margin: 0 }]}>{card.title}</h3>
            <p css={description}>{card.description}</p>
            <div>
              <ActionLink link={card.link} variant="secondary" />
            </div>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
