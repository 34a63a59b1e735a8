import { ActionLink, CardGrid, cardStyle, cardTitle, classes, Section } from 'ui-kit';
import { useContent } from '../../texts';
import * as styles from './ServiceCards.css';

/** The six service cards of `home.services.cards`, each with its own action. */
export function ServiceCards() {
  const { home } = useContent('home');
  const { services } = home;
  return (
    <Section id="home-services" title={services.title}>
      <CardGrid minColumnPx={300}>
        {services.cards.map((card) => (
          <li
            key={card.id}
            className={classes(cardStyle, styles.card)}
            data-testid={`service-${card.id}`}
          >
            <h3 className={classes(cardTitle, styles.title)}>{card.title}</h3>
            <p className={styles.description}>{card.description}</p>
            <div>
              <ActionLink link={card.link} variant="secondary" />
            </div>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
