import { mountStandalone } from 'test-kit/harness';
import { exposed } from './exposes';
import { section } from './section';

mountStandalone('mf-medpack', exposed, section.declaration);
