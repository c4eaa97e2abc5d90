import { ErrorState } from '@/features/errors/ErrorState';
import { AccountPage, type AccountPageProps } from './AccountPage';

export type AccountRouteProps = ({ state: 'ready' } & AccountPageProps) | { state: 'unavailable' };

/** The signed-in shopper's page, or a backend outage said in words. */
export default function AccountRoute(props: AccountRouteProps) {
  return props.state === 'ready' ? <AccountPage {...props} /> : <ErrorState kind="unavailable" />;
}
