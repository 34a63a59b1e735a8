import { mountStandalone } from 'shared-content/testing/harness';
import { reviewPages } from './content';
import { exposed } from './exposes';

mountStandalone('mf-reviews', exposed, reviewPages);
