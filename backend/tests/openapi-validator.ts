import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** JSON Pointer escaping: '/restapi/stores' becomes '~1restapi~1stores'. */
const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function resolvePointer(document: Json, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, segment) => (node as Json | undefined)?.[segment], document);
}

export interface OpenApiValidator {
  /** Throws, listing the schema errors, unless `body` is what the spec says `status` returns. */
  validate(method: string, pathTemplate: string, status: number, body: unknown): void;
  /** Every documented "METHOD path status". */
  documented(): string[];
  /** Those validate() was called for. */
  exercised(): Set<string>;
}

/** Validates response bodies against backend/openapi.yaml (OpenAPI 3.1 = JSON Schema 2020-12). */
export function loadOpenApiValidator(file = path.join(__dirname, '../openapi.yaml')): OpenApiValidator {
  const document = parse(fs.readFileSync(file, 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // ajv-formats is CommonJS with a default export; under NodeNext that arrives as `.default`.
  const addFormats = (addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin;
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const compiled = new Map<string, ValidateFunction | null>();
  const exercised = new Set<string>();

  const responsePointer = (method: string, pathTemplate: string, status: number): string | null => {
    let pointer = `/paths/${escapePointer(pathTemplate)}/${method.toLowerCase()}/responses/${status}`;
    const response = resolvePointer(document, pointer) as Json | undefined;
    if (!response) return null;
    if (typeof response.$ref === 'string') pointer = response.$ref.slice(1);
    return pointer;
  };

  return {
    validate(method, pathTemplate, status, body) {
      const key = `${method.toUpperCase()} ${pathTemplate} ${status}`;
      const pointer = responsePointer(method, pathTemplate, status);
      if (pointer === null) throw new Error(`openapi.yaml documents no ${key} response`);
      exercised.add(key);
      if (!compiled.has(key)) {
        const schemaPointer = `${pointer}/content/application~1json/schema`;
        compiled.set(
          key,
          resolvePointer(document, schemaPointer) ? ajv.compile({ $ref: `openapi#${schemaPointer}` }) : null,
        );
      }
      const validator = compiled.get(key);
      if (validator && !validator(body)) {
        throw new Error(
          `${key} does not match openapi.yaml:\n${ajv.errorsText(validator.errors, { separator: '\n' })}`,
        );
      }
    },
    documented() {
      const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
      return Object.entries(paths).flatMap(([pathTemplate, operations]) =>
        Object.entries(operations)
          // Path-level keys (`parameters`, `summary`, …) are not operations.
          .filter(([method]) => HTTP_METHODS.has(method))
          .flatMap(([method, operation]) =>
            Object.keys(operation.responses).map((status) => `${method.toUpperCase()} ${pathTemplate} ${status}`),
          ),
      );
    },
    exercised: () => exercised,
  };
}
