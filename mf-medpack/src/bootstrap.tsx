import { mountStandalone } from 'shared-content/harness';
import Section from './Section';

mountStandalone('mf-medpack', { './Section': Section });
