import { mountStandalone } from 'shared-content/harness';
import Section from './Section';

mountStandalone(Section, 'mf-locations');
