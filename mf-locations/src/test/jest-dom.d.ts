// jest-dom's matchers on vitest's `expect`, for the type checker (vitest.setup.ts installs them).
import '@testing-library/jest-dom/vitest';
