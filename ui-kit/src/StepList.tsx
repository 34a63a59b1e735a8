import type { Step } from 'shared-content/schemas';
import { cardStyle, cardTitle } from './Card.css';
import { gridStyle } from './CardGrid';
import { classes } from './classes';
import * as styles from './StepList.css';
import { VisuallyHidden } from './VisuallyHidden';

/** Numbered steps ("how it works"). */
export const StepList = ({ steps }: { steps: readonly Step[] }) => (
  <ol className={classes(gridStyle(200), styles.steps)}>
    {steps.map((step, index) => (
      <li key={step.title} className={cardStyle}>
        <p aria-hidden="true" className={styles.number}>
          {index + 1}
        </p>
        <h3 className={cardTitle}>
          <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
          {step.title}
        </h3>
        <p className={styles.description}>{step.description}</p>
      </li>
    ))}
  </ol>
);
