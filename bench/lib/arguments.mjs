// The benches' command-line options: `--name value`.

/**
 * The value after `--name` on the command line, or `fallback` when it is not given.
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @returns {string | undefined | T}
 */
export function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
