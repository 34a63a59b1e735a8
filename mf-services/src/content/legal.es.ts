// TEMPORARY placeholder: the Spanish legal texts are written in parallel; this file is
// replaced by them (same export names and types as legal.ts).
export * from './legal';
