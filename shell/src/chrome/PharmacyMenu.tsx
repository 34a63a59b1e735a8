import { css } from '@emotion/react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatAddress, locationPagePath, useLocations, useSiteText } from 'shared-content';
import { theme } from 'ui-kit';
import { useDismiss } from './useDismiss';

const menuPanel = css({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 20,
  width: 'min(22rem, calc(100vw - 2rem))',
  margin: 0,
  padding: theme.space.sm,
  listStyle: 'none',
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)',
});

const menuLink = css({
  display: 'block',
  padding: theme.space.sm,
  borderRadius: theme.radii.sm,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: theme.colors.surface },
});

/**
 * "Our Pharmacies": a disclosure button that shows the four pharmacies with their street
 * addresses. Escape closes it and returns focus to the button; so does leaving it.
 */
export function PharmacyMenu({ triggerStyle }: { triggerStyle: ReturnType<typeof css> }) {
  const { pathname } = useLocation();
  const { brand } = useSiteText();
  const locations = useLocations();
  // Remembers the page the menu was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenOn(null), []);
  const onKeyDown = useDismiss({ open, close, container, trigger, onFocusLeave: true });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the disclosure closes it
    <div ref={container} css={{ position: 'relative' }} onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        css={[
          triggerStyle,
          { background: 'none', border: 'none', cursor: 'pointer', font: 'inherit' },
        ]}
      >
        {brand.pharmaciesMenuLabel} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <ul id={panelId} hidden={!open} css={menuPanel}>
        {locations.map((location) => (
          <li key={location.id}>
            <Link to={locationPagePath(location.id)} css={menuLink}>
              <strong>{location.name}</strong>
              <br />
              <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                {formatAddress(location.address)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
