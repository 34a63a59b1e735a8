import type { ActionVariant } from './actionStyles';
import { callButton } from './CallButton.css';
import { classes } from './classes';
import { PhoneLink } from './links';
import { PhoneNumber } from './PhoneNumber';

/**
 * The labelled call button: "<label> (908) 555-0101", the label and the number both
 * shown, so the link says what it does and whom it calls. On a narrow screen the number
 * goes under the label; it breaks only at its space.
 */
export const CallButton = ({
  label,
  phone,
  variant = 'primary',
  className,
  'aria-label': ariaLabel,
}: {
  label: string;
  phone: string;
  variant?: ActionVariant;
  className?: string;
  'aria-label'?: string;
}) => (
  <PhoneLink
    phone={phone}
    variant={variant}
    className={classes(callButton, className)}
    aria-label={ariaLabel}
  >
    <span>{label}</span>{' '}
    <span>
      <PhoneNumber phone={phone} />
    </span>
  </PhoneLink>
);
