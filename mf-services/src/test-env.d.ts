// jest-dom's matchers on vitest's `expect`, for the type check (vitest.setup.ts installs them).
/// <reference types="@testing-library/jest-dom/vitest" />
