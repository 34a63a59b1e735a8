import { mountStandalone } from 'shared-content/testing/harness';
import { reviewPages } from './content/pages';
import { exposed } from './exposes';

mountStandalone('mf-reviews', exposed, reviewPages);
