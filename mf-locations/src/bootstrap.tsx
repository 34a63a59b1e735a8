import { mountStandalone } from 'shared-content/harness';
import Section from './Section';

mountStandalone('mf-locations', { './Section': Section });
