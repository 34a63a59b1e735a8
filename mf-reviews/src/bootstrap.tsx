import { mountStandalone } from 'shared-content/testing/harness';
import { exposed } from './exposes';
import { section } from './section';

mountStandalone('mf-reviews', exposed, section.declaration);
