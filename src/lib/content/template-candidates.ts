/**
 * The template candidates for a resolved node, in the order docs/PRODUCT.md lists them (§2 "Templates"). Faust computes the same list internally (`getPossibleTemplates`); having the rule
 * as a pure function lets us test it and explain which template a URI gets.
 */
export interface TemplateSeedNode {
  __typename?: string;
  databaseId?: number | string;
  name?: string;
  slug?: string;
  isFrontPage?: boolean;
  isPostsPage?: boolean;
  isTermNode?: boolean;
  taxonomyName?: string;
  userId?: number;
  isContentNode?: boolean;
  contentType?: { node?: { name?: string } };
  template?: { templateName?: string };
}

function termCandidates(node: TemplateSeedNode): string[] {
  const { taxonomyName, slug, databaseId } = node;
  const prefix = taxonomyName === 'category' ? 'category' : taxonomyName === 'post_tag' ? 'tag' : null;
  if (prefix)
    return [...(slug ? [`${prefix}-${slug}`] : []), ...(databaseId ? [`${prefix}-${databaseId}`] : []), prefix];
  const specific = taxonomyName
    ? [
        ...(slug ? [`taxonomy-${taxonomyName}-${slug}`] : []),
        ...(databaseId ? [`taxonomy-${taxonomyName}-${databaseId}`] : []),
        `taxonomy-${taxonomyName}`,
      ]
    : [];
  return [...specific, 'taxonomy'];
}

function contentCandidates(node: TemplateSeedNode): string[] {
  const type = node.contentType?.node?.name;
  const { slug, databaseId } = node;
  if (type === 'page')
    return [...(slug ? [`page-${slug}`] : []), ...(databaseId ? [`page-${databaseId}`] : []), 'page'];
  if (type === 'post') return [...(slug ? [`single-post-${slug}`] : []), 'single-post', 'single'];
  // Custom types (guide, review) never get plain `single`: they fall through to `singular`.
  if (!type) return [];
  return [...(slug ? [`single-${type}-${slug}`] : []), `single-${type}`];
}

export function templateCandidates(node: TemplateSeedNode): string[] {
  const candidates: string[] = [];
  const templateName = node.template?.templateName;
  if (templateName && templateName !== 'Default') candidates.push(`template-${templateName}`);
  if (node.isFrontPage) candidates.push('front-page');
  if (node.isPostsPage) candidates.push('home');
  if (node.__typename === 'ContentType' && node.isPostsPage === false) {
    if (node.name) candidates.push(`archive-${node.name}`);
    candidates.push('archive');
  }
  if (node.isTermNode) candidates.push(...termCandidates(node), 'archive');
  if (node.userId) {
    if (node.name) candidates.push(`author-${node.name.toLocaleLowerCase()}`);
    candidates.push(`author-${node.userId}`, 'author', 'archive');
  }
  if (node.isContentNode) candidates.push(...contentCandidates(node), 'singular');
  candidates.push('index');
  return candidates;
}

/** The first candidate the template map holds: the template Faust will render. */
export function pickTemplateName<Name extends string>(node: TemplateSeedNode, available: Iterable<Name>): Name | null {
  const names = new Set<string>(available);
  return (templateCandidates(node).find((candidate) => names.has(candidate)) as Name | undefined) ?? null;
}
