import '@/lib/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/app/providers';
import '@/app/global.css';
import AdminApp from './AdminApp';

/**
 * The console's own entry (admin.html, served for /admin/*). It is built apart from the visitors'
 * app (vite.config.ts, mode "admin"), so nothing of it can end up in the chunks visitors load;
 * it shares the session, theme and login dialog with the site through the same stores and storage.
 */
// The console's date pickers and relative dates speak Chinese (the site itself does not use dayjs).
dayjs.locale('zh-cn');

const container = document.getElementById('root');
if (!container) throw new Error('页面缺少 #root 容器');

const router = createBrowserRouter([{ path: '/admin/*', element: <AdminApp /> }]);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
