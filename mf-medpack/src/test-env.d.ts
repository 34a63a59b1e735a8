// jest-dom's matchers (toHaveValue, toBeDisabled...) on vitest's `expect`, for the type check.
/// <reference types="@testing-library/jest-dom/vitest" />
