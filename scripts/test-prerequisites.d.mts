// Types of test-prerequisites.mjs for the TypeScript that imports it (the backend's tests too).

/** The test groups and the parts each needs. */
export const TEST_GROUPS: Record<string, { tests: string; needs: string[] }>;

/** An executable file on PATH, or null. */
export function onPath(command: string): string | null;

/** Finds or installs the parts of the named groups; resolves to the variables naming their programs. */
export function ensurePrerequisites(groupNames?: string[]): Promise<object>;
