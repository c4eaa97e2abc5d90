import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql/index.js';
import { getContentSchema } from '../src/content/graphql/schema.js';

/**
 * The served schema must be a subset of the reference WPGraphQL schema: same type names, field
 * names, argument names and types, nullability, defaults, deprecations and interfaces. The only
 * additions are the WPGraphQL Polylang fields and the reviewACF group, listed here.
 */
const ADDITIONS = new Set([
  'type Language',
  'type LanguageCodeEnum',
  'type LanguageCodeFilterEnum',
  'type ReviewACF',
  'field RootQuery.languages',
  'field RootQuery.defaultLanguage',
  'field Review.reviewACF',
  ...['Page', 'Post', 'Guide', 'Review'].flatMap((type) => [
    `field ${type}.language`,
    `field ${type}.translation`,
    `field ${type}.translations`,
    `input RootQueryTo${type}ConnectionWhereArgs.language`,
    `input RootQueryTo${type}ConnectionWhereArgs.languages`,
  ]),
]);

const reference = buildSchema(fs.readFileSync(path.join(__dirname, 'fixtures/wpgraphql/schema.graphql'), 'utf8'), {
  assumeValidSDL: true,
});

function differences(ours: GraphQLSchema): string[] {
  const found: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const theirs = reference.getType(type.name);
    if (!theirs) {
      found.push(`type ${type.name}`);
      continue;
    }
    if (isEnumType(type) && isEnumType(theirs)) {
      const values = new Set(theirs.getValues().map((value) => value.name));
      for (const value of type.getValues())
        if (!values.has(value.name)) found.push(`enum value ${type.name}.${value.name}`);
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
      const interfaces = new Set(theirs.getInterfaces().map((i) => i.name));
      for (const i of type.getInterfaces())
        if (!interfaces.has(i.name)) found.push(`interface ${type.name} implements ${i.name}`);
      const fields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const theirField = fields[field.name];
        if (!theirField) {
          found.push(`field ${type.name}.${field.name}`);
          continue;
        }
        if (String(field.type) !== String(theirField.type)) found.push(`type of ${type.name}.${field.name}`);
        if ((field.deprecationReason ?? null) !== (theirField.deprecationReason ?? null))
          found.push(`deprecation of ${type.name}.${field.name}`);
        for (const arg of field.args) {
          const theirArg = theirField.args.find((candidate) => candidate.name === arg.name);
          if (!theirArg) found.push(`argument ${type.name}.${field.name}(${arg.name})`);
          else if (
            String(arg.type) !== String(theirArg.type) ||
            JSON.stringify(arg.defaultValue) !== JSON.stringify(theirArg.defaultValue)
          ) {
            found.push(`argument type or default ${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
    }
    if (isInputObjectType(type) && isInputObjectType(theirs)) {
      const fields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        if (!fields[field.name]) found.push(`input ${type.name}.${field.name}`);
        else if (String(field.type) !== String(fields[field.name]!.type))
          found.push(`input type ${type.name}.${field.name}`);
      }
    }
  }
  return found;
}

describe('content schema', () => {
  it('is the reference schema’s subset, plus the documented additions only', () => {
    expect(differences(getContentSchema()).filter((difference) => !ADDITIONS.has(difference))).toEqual([]);
  });

  it('keeps every documented addition (an unused entry would hide a real difference)', () => {
    expect([...ADDITIONS].filter((addition) => !differences(getContentSchema()).includes(addition))).toEqual([]);
  });

  it('serves what the Faust seed query and template selection need', () => {
    const schema = getContentSchema();
    const implementations = (name: string) =>
      schema
        .getPossibleTypes(schema.getType(name) as never)
        .map((type) => type.name)
        .sort();
    expect(implementations('UniformResourceIdentifiable')).toEqual(
      expect.arrayContaining([
        'Category',
        'ContentType',
        'Guide',
        'GuideCategory',
        'MediaItem',
        'Page',
        'Post',
        'Review',
        'ReviewCategory',
        'Tag',
        'User',
      ]),
    );
    expect(implementations('ContentNode')).toEqual(['Guide', 'MediaItem', 'Page', 'Post', 'Review']);
    expect(implementations('TermNode')).toEqual(['Category', 'GuideCategory', 'ReviewCategory', 'Tag']);
    expect(implementations('ContentTemplate')).toEqual(['DefaultTemplate']);
  });
});
