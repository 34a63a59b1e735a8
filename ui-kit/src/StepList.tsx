import type { Step } from 'shared-content/schemas';
import { cardStyle, cardTitle } from './Card';
import { gridStyle } from './CardGrid';
import { theme } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

/** Numbered steps ("how it works"). */
export const StepList = ({ steps }: { steps: readonly Step[] }) => (
  <ol css={[gridStyle(200), { counterReset: 'step' }]}>
    {steps.map((step, index) => (
      <li key={step.title} css={cardStyle}>
        <p
          aria-hidden="true"
          css={{
            fontSize: theme.fontSizes.xl,
            fontWeight: 700,
            color: theme.colors.primary,
            margin: 0,
          }}
        >
          {index + 1}
        </p>
        <h3 css={cardTitle}>
          <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
          {step.title}
        </h3>
        <p css={{ margin: 0 }}>{step.description}</p>
      </li>
    ))}
  </ol>
);
