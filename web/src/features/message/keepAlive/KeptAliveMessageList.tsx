import { Suspense } from 'react';
import { lazyPage } from '@/lib/lazyPage';
import { PageBoundary } from '@/components/PageBoundary';
import { useLoadingBar } from '@/lib/loading';
import { MESSAGE_LIST_PATH } from '../paths';
import { KeepAlive } from './KeepAlive';

const MessageListPage = lazyPage(() => import('../pages/MessageListPage'));

function PageFallback() {
  useLoadingBar(true);
  return <div style={{ minHeight: '100vh' }} aria-busy="true" />;
}

/** The guestbook list, rendered by the layout beside the route outlet and kept alive (see KeepAlive). */
export function KeptAliveMessageList() {
  return (
    <KeepAlive path={MESSAGE_LIST_PATH}>
      <PageBoundary>
        <Suspense fallback={<PageFallback />}>
          <MessageListPage />
        </Suspense>
      </PageBoundary>
    </KeepAlive>
  );
}

/** The /message/list route's own element: the page itself is the kept-alive one above. */
export function MessageListRoute() {
  return null;
}
