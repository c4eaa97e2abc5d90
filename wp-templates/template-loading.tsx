import { RouteLoadingScreen } from '@/components/layout/RouteLoadingScreen';

/**
 * Shown while a template's view chunk loads after a client-side navigation ("Loading...",
 * spec §2); server renders and first loads already have it.
 */
export function TemplateLoading() {
  return <RouteLoadingScreen />;
}
