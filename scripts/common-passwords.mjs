#!/usr/bin/env node
// The common-password list of the WordPress plugin, generated from the npm package the local
// backend's password rule reads (backend/src/accounts/rules/password-rule.ts): the
// `passwords-common` dictionary of @zxcvbn-ts/language-common, entries of at least 10 characters
// (shorter passwords are refused before the list is asked), one a line. The plugin's zip carries
// it as data/common-passwords.txt.
//
//   node scripts/common-passwords.mjs    writes wordpress/pricewise/data/common-passwords.txt,
//                                        for running the plugin from this folder
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMMON_PASSWORDS_PATH = 'data/common-passwords.txt';
const MIN_LENGTH = 10;

export function commonPasswordList() {
  const { dictionary } = require('@zxcvbn-ts/language-common');
  const entries = dictionary['passwords-common'].filter((entry) => [...entry].length >= MIN_LENGTH);
  return `${entries.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.join(root, 'wordpress', 'pricewise', COMMON_PASSWORDS_PATH);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, commonPasswordList());
  console.log(`Wrote ${path.relative(process.cwd(), out)}.`);
}
