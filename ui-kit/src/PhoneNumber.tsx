import { whole } from './PhoneNumber.css';

/**
 * A phone number that may wrap only at its space: "(908)" and "555-0101" each stay
 * whole (the text is unchanged for copying and screen readers).
 */
export const PhoneNumber = ({ phone }: { phone: string }) => {
  const space = phone.indexOf(' ');
  if (space === -1) return <span className={whole}>{phone}</span>;
  return (
    <>
      {phone.slice(0, space + 1)}
      <span className={whole}>{phone.slice(space + 1)}</span>
    </>
  );
};
