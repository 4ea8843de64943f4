// The shell's own i18n namespace; registered at start-up next to shared-lib's 'common' and 'validation'.
import type { LocaleResources } from '@cadence/shared-lib';
import en from './en.json';
import ar from './ar.json';
import fr from './fr.json';
import de from './de.json';
import pt from './pt.json';

export const SHELL_NS = 'shell';

export const shellLocales: LocaleResources = { en, ar, fr, de, pt };
