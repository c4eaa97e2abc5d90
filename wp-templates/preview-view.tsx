import type { FaustTemplateProps } from '@faustwp/core';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLoadingScreen } from '@/components/layout/RouteLoadingScreen';
import { publicEnv } from '@/config/public-env';
import { contentHosts } from '@/lib/content/site-paths';
import type { ModelContext } from '@/features/editorial/templates/models/model-context';
import { richTextLabels } from '@/features/editorial/templates/models/rich-text-labels';
import type { TemplatePage } from '@/features/editorial/templates/models/template-page';
import { TemplateView } from '@/features/editorial/templates/TemplateView';

type ModelOf<Name extends TemplatePage['template']> = Extract<TemplatePage, { template: Name }>['model'];

/**
 * The component Faust renders for a template: only editors' previews use it, because Faust then
 * runs the template's query in the browser with the editor's token. Published pages are built on
 * the server (src/features/editorial/server/template-models.ts) and never load this.
 */
export function previewView<Name extends TemplatePage['template']>(
  name: Name,
  toModel: (data: unknown, context: ModelContext) => ModelOf<Name> | null,
): (props: FaustTemplateProps<unknown>) => ReactElement | null {
  return function PreviewTemplate({ data, loading }: FaustTemplateProps<unknown>) {
    const { t } = useTranslation('common');
    const model = useMemo(
      () => (data ? toModel(data, { richText: { internalHosts: contentHosts(), wordpressOrigin: publicEnv.wordpressUrl, labels: richTextLabels(t) } }) : null),
      [data, t],
    );
    if (!model) return loading ? <RouteLoadingScreen /> : null;
    return <TemplateView page={{ template: name, model } as TemplatePage} />;
  };
}
