import { describe, expect, it } from 'vitest';
import { commonPasswordCandidates, passwordProblem } from '../../../backend/src/accounts/rules/password-rule.js';
import { pluginZipEntries } from '../../../scripts/wordpress-zip.mjs';

/**
 * Both implementations refuse the same common passwords: the plugin's zip carries, as
 * data/common-passwords.txt, exactly the entries the local backend's rule asks.
 */
describe('the common-password list', () => {
  it('is in the plugin’s zip, entry for entry the local backend’s', () => {
    const entry = pluginZipEntries().find((file) => file.name === 'pricewise/data/common-passwords.txt');
    expect(entry).toBeDefined();
    const lines = entry!.data.toString('utf8').split('\n').filter(Boolean);
    expect(lines).toEqual(commonPasswordCandidates());
    for (const line of lines.filter((_, index) => index % 97 === 0)) expect(passwordProblem(line)).toBe('too_common');
  });
});
