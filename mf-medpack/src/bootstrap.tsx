import { mountStandalone } from 'shared-content/testing/harness';
import { medpackPages } from './content/pages';
import { exposed } from './exposes';

mountStandalone('mf-medpack', exposed, medpackPages);
