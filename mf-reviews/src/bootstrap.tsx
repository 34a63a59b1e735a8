import { mountStandalone } from 'shared-content/testing';
import HomeWidget from './HomeWidget';
import Section from './Section';

mountStandalone('mf-reviews', { './Section': Section, './HomeWidget': HomeWidget });
