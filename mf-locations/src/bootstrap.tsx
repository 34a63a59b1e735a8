import { mountStandalone } from 'shared-content/testing/harness';
import { locationPages } from './content/pages';
import { exposed } from './exposes';

mountStandalone('mf-locations', exposed, locationPages);
