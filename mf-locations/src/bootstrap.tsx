import { mountStandalone } from 'test-kit/harness';
import { exposed } from './exposes';
import { section } from './section';

mountStandalone('mf-locations', exposed, section.declaration);
