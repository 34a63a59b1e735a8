import { mountStandalone } from 'shared-content/testing/harness';
import { exposed } from './exposes';

mountStandalone('mf-locations', exposed);
