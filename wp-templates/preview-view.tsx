import type { FaustTemplateProps } from '@faustwp/core';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RouteLoadingScreen } from '@/components/layout/RouteLoadingScreen';
import { publicEnv } from '@/config/public-env';
import type { BackendResult } from '@/lib/backend-result';
import { contentHosts } from '@/lib/content/site-paths';
import type { ModelContext } from '@/features/editorial/templates/model-context';
import { richTextLabels } from '@/features/editorial/templates/rich-text-labels';
import type { TemplateModels, TemplateName, TemplatePage } from '@/features/editorial/templates/template-page';
import { TemplateView } from '@/features/editorial/templates/TemplateView';

/**
 * The component Faust renders for a template: only editors' previews use it, because Faust then
 * runs the template's query in the browser with the editor's token. Published pages are built on
 * the server (src/features/editorial/server/template-models.ts) and never load this.
 */
export function previewView<Name extends TemplateName>(
  name: Name,
  toModel: (data: unknown, context: ModelContext) => BackendResult<TemplateModels[Name]>,
): (props: FaustTemplateProps<unknown>) => ReactElement | null {
  return function PreviewTemplate({ data, loading }: FaustTemplateProps<unknown>) {
    const { t } = useTranslation('common');
    const model = useMemo(() => {
      if (!data) return null;
      const result = toModel(data, {
        richText: { internalHosts: contentHosts(), wordpressOrigin: publicEnv.wordpressUrl, labels: richTextLabels(t) },
      });
      return result.ok ? result.value : null;
    }, [data, t]);
    if (!model) return loading ? <RouteLoadingScreen /> : null;
    return <TemplateView page={{ template: name, model } as TemplatePage} />;
  };
}
