import type { LanguageOptionsProps } from '@/features/editorial/languages/language-props';
import { FrontPageSection } from '@/features/editorial/templates/front-page/FrontPageSection';
import type { FrontPageModel } from '@/features/editorial/templates/front-page/model';
import { ErrorState } from '@/features/errors/ErrorState';
import { HomePage, type HomePageProps } from './HomePage';

export type HomeRouteProps = LanguageOptionsProps &
  (({ state: 'ready'; frontPage: FrontPageModel | null } & HomePageProps) | { state: 'unavailable' });

/** The home page: the catalogue's, then WordPress's front page as a section; a pricing outage says so. */
export default function HomeRoute(props: HomeRouteProps) {
  if (props.state !== 'ready') return <ErrorState kind="unavailable" />;
  return (
    <>
      <HomePage {...props} />
      {props.frontPage && <FrontPageSection model={props.frontPage} />}
    </>
  );
}
