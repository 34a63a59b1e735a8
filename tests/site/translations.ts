import { resolve } from 'node:path';
import type { ContentCheck, ContentChecksModule } from 'shared-content/validation';
import { checksModules } from '../../scripts/content-checks.mjs';
import { workspace } from '../../scripts/workspace.mjs';

/** Every package's content checks, found as `pnpm validate:content` finds them. */
const contentChecks = async (): Promise<ContentCheck[]> => {
  const modules: ContentChecksModule[] = await Promise.all(
    checksModules().map((path) => import(resolve(workspace, path))),
  );
  return modules.flatMap((module) => module.contentChecks);
};

/** The texts at the same places of an English value and its Spanish twin. */
function* textPairs(en: unknown, es: unknown): Generator<[string, string]> {
  if (typeof en === 'string' && typeof es === 'string') yield [en, es];
  else if (Array.isArray(en) && Array.isArray(es)) {
    for (const [index, item] of en.entries()) yield* textPairs(item, es[index]);
  } else if (typeof en === 'object' && en !== null && typeof es === 'object' && es !== null) {
    for (const [key, item] of Object.entries(en)) {
      yield* textPairs(item, (es as Record<string, unknown>)[key]);
    }
  }
}

/** A sentence, not a name or a label: at least five words. */
const isSentence = (text: string) => text.trim().split(/\s+/).length >= 5;

/**
 * The English sentences of the content that has a Spanish twin, where the twin says
 * something else: none of them may appear on a Spanish page (what both languages share,
 * quotations and names, is left out).
 */
export async function translatedEnglishSentences(): Promise<string[]> {
  const sentences = new Set<string>();
  for (const check of await contentChecks()) {
    if (!check.translation) continue;
    for (const [en, es] of textPairs(check.data, check.translation.data)) {
      if (en !== es && isSentence(en)) sentences.add(en.trim());
    }
  }
  return [...sentences];
}

/** Every Spanish text of the content and the chrome, with where it is. */
export async function spanishTexts(): Promise<{ text: string; where: string }[]> {
  const found: { text: string; where: string }[] = [];
  for (const check of await contentChecks()) {
    if (!check.translation) continue;
    for (const [, es] of textPairs(check.data, check.translation.data)) {
      found.push({ text: es, where: `${check.translation.file}: ${check.name}` });
    }
  }
  return found;
}

/** The sentences of the translated content, each with its Spanish twin and the file it is in. */
export async function translatedSentencePairs(): Promise<
  { en: string; es: string; file: string }[]
> {
  const pairs: { en: string; es: string; file: string }[] = [];
  for (const check of await contentChecks()) {
    if (!check.translation) continue;
    for (const [en, es] of textPairs(check.data, check.translation.data)) {
      if (en !== es && isSentence(en) && isSentence(es)) pairs.push({ en, es, file: check.file });
    }
  }
  return pairs;
}
