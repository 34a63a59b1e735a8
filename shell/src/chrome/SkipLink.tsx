import { useSiteText } from 'shared-content';
import * as styles from './SkipLink.css';

export function SkipLink() {
  const { skipLink: text } = useSiteText();
  return (
    <a href="#main" className={styles.skipLink}>
      {text}
    </a>
  );
}
