import { mountStandalone } from 'shared-content/testing';
import Section from './Section';

mountStandalone('mf-medpack', { './Section': Section });
