import type { FaustTemplate } from '@faustwp/core';

/** Template name → component; Faust picks the first candidate present here (spec §2 "Template selection"). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const templates: Record<string, FaustTemplate<any>> = {};

export default templates;
