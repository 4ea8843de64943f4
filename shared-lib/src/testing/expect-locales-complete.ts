// Fails (throws) when a locale lacks a key of 'en', has an empty text, or has a key 'en' lacks.
import type { LocaleResources } from '@cadence/shared-lib';
import { LOCALES } from '@cadence/shared-lib/contract';

export function localeProblems(resources: LocaleResources): string[] {
  const problems: string[] = [];
  const english = resources.en ?? {};
  const englishKeys = Object.keys(english);
  if (englishKeys.length === 0) problems.push('en: no keys');
  for (const locale of LOCALES) {
    const texts = resources[locale];
    if (!texts) {
      problems.push(`${locale}: missing locale`);
      continue;
    }
    for (const key of englishKeys) {
      if (!(key in texts)) problems.push(`${locale}: missing key "${key}"`);
      else if (typeof texts[key] !== 'string' || texts[key].trim() === '') problems.push(`${locale}: empty key "${key}"`);
    }
    if (locale !== 'en') {
      for (const key of Object.keys(texts)) {
        if (!(key in english)) problems.push(`${locale}: extra key "${key}" (not in en)`);
      }
    }
  }
  return problems;
}

export function expectLocalesComplete(resources: LocaleResources): void {
  const problems = localeProblems(resources);
  if (problems.length > 0) {
    throw new Error(`Locales are incomplete:\n  ${problems.join('\n  ')}`);
  }
}
