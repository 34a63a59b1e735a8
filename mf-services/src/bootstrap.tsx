import { mountStandalone } from 'shared-content/testing';
import Section from './Section';

mountStandalone('mf-services', { './Section': Section });
