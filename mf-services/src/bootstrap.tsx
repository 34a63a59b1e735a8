import { mountStandalone } from 'shared-content/testing/harness';
import { servicePages } from './content/pages';
import { exposed } from './exposes';

mountStandalone('mf-services', exposed, servicePages);
