// The package being built's own section (`src/section.ts`), which `section-root.tsx`
// renders: a build alias (build-preset's `thisSectionModule`).
declare module '@site/this-section' {
  export const section: import('./section').AnySection;
}
