import { IMAGE_STATE_ATTRIBUTE } from './rotationMarkup';
import { uiStyle } from './style';
import { theme } from './theme';

export const frame = uiStyle({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  background: theme.colors.surface,
});

/**
 * The frame's height: an empty SVG whose `viewBox` is the image's size, as wide as the
 * frame, so the frame keeps the image's aspect ratio from the server HTML on, without a
 * style attribute (the CSP allows none) and whatever is shown inside.
 */
export const sizer = uiStyle({ display: 'block', width: '100%', height: 'auto' });

const fill = uiStyle({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

export const placeholder = uiStyle([
  fill,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: theme.colors.border,
  },
]);

const loaded = `[${IMAGE_STATE_ATTRIBUTE}="loaded"]`;

const image = uiStyle([fill, { objectFit: 'cover', transition: 'opacity 300ms ease' }]);

/** Shown (the eager image), or see-through until its frame says it has loaded. */
export const imageStyles = {
  shown: uiStyle([image, { opacity: 1 }]),
  hidden: uiStyle([image, { opacity: 0, selectors: { [`${loaded} > &`]: { opacity: 1 } } }]),
};

export const unavailable = uiStyle([
  fill,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: theme.space.md,
    border: `2px dashed ${theme.colors.border}`,
    color: theme.colors.textMuted,
    fontWeight: 600,
    textAlign: 'center',
    // The browser's own `[hidden]` rule loses to the display above.
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);
