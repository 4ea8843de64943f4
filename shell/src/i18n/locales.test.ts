import { expectLocalesComplete, localeProblems } from '@cadence/shared-lib/testing';
import { shellLocales } from '.';

describe("the shell's translations", () => {
  it('has every key of English in ar, fr, de and pt, none empty, none extra', () => {
    expect(() => expectLocalesComplete(shellLocales)).not.toThrow();
    expect(localeProblems(shellLocales)).toEqual([]);
  });

  it('translates rather than copying English (beyond names and brand)', () => {
    const same = ['appName', 'dashboardTitle', 'menuDashboard', 'email', 'footerText'];
    for (const locale of ['ar', 'fr', 'de', 'pt'] as const) {
      const copied = Object.keys(shellLocales.en).filter(
        (key) => !same.includes(key) && shellLocales[locale][key] === shellLocales.en[key],
      );
      expect({ locale, copied }).toEqual({ locale, copied: [] });
    }
  });
});
