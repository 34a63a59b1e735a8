import { mountStandalone } from 'shared-content/testing/harness';
import { locationPages } from './content';
import { exposed } from './exposes';

mountStandalone('mf-locations', exposed, locationPages);
