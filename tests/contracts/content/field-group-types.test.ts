import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, type DocumentNode, type ObjectTypeDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { guideTypeDefs } from '../../../backend/src/content/graphql/schema/guide.js';
import { reviewTypeDefs } from '../../../backend/src/content/graphql/schema/review.js';

/**
 * The field-group types are one content contract with two implementations: the local backend's
 * schema and the WordPress plugin's registration, which its PHPUnit tests hold to the fixture in
 * tests/wordpress/fixtures. Both must describe the same types.
 */

const FIELD_GROUP_TYPES = [
  'GuideACF',
  'GuideACFHowDidWePick',
  'Guidesproduct',
  'GuidesproductProduct',
  'GuidesproductProductProperties',
  'GuidesproductPropertiesName',
  'ReviewACF',
];

/** Each type's fields as `name: Type`, sorted, from every definition and extension in the document. */
function fieldsByType(document: DocumentNode): Map<string, string[]> {
  const types = new Map<string, string[]>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const fields = ((definition as ObjectTypeDefinitionNode).fields ?? []).map(
      (field) => `${field.name.value}: ${print(field.type)}`,
    );
    types.set(definition.name.value, [...(types.get(definition.name.value) ?? []), ...fields].sort());
  }
  return types;
}

const fixture = fieldsByType(
  parse(fs.readFileSync(path.join(__dirname, '../../wordpress/fixtures/wpgraphql-schema.graphql'), 'utf8')),
);
const backend = fieldsByType(parse(`${guideTypeDefs}\n${reviewTypeDefs}`));

describe('field-group types', () => {
  it.each(FIELD_GROUP_TYPES)('%s has the same fields and types in the local backend and for the plugin', (name) => {
    expect(fixture.get(name)).toBeDefined();
    expect(backend.get(name)).toEqual(fixture.get(name));
  });

  it('attaches the groups to the same types under the same names', () => {
    for (const [type, field] of [
      ['Guide', 'guideACF: GuideACF'],
      ['Guide', 'guidesproduct: Guidesproduct'],
      ['Review', 'reviewACF: ReviewACF'],
    ] as const) {
      expect(fixture.get(type), type).toContain(field);
      expect(backend.get(type), type).toContain(field);
    }
  });
});
