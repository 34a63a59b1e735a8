import { mountStandalone } from 'shared-content/testing/harness';
import { servicePages } from './content';
import { exposed } from './exposes';

mountStandalone('mf-services', exposed, servicePages);
