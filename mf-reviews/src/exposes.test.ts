import { testExposes } from 'test-kit/exposes';

// Every module package.json lists under "remote.exposes" has the shape shared-content's
// module types say; every island of src/islands/ is listed.
testExposes(import.meta.url);
