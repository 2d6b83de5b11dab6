import { getStore, injectSlice, StoreProvider } from '@dis/shared/store';
import { UiProvider } from '@dis/ui';
import { accountSlice } from '../auth/accountSlice';
import { RequestEventsSubscriber } from './requestEvents/RequestEventsSubscriber';
import { ConsoleRoutes } from './routing/ConsoleRoutes';
import { SessionGate } from './session/SessionGate';
import './console.css';

injectSlice(accountSlice);

/** The console: the one lazy chunk that brings the store, antd (through `@dis/ui`) and the admin layout. */
export default function ConsoleApp() {
  return (
    <StoreProvider store={getStore()}>
      <UiProvider>
        <RequestEventsSubscriber />
        <SessionGate>
          <ConsoleRoutes />
        </SessionGate>
      </UiProvider>
    </StoreProvider>
  );
}
