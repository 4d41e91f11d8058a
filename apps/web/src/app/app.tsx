import { RouterProvider, type DataRouter } from 'react-router';
import { CurrentRouterProvider } from '@/lib/navigation/own-search-params';
import { AppProvider } from './provider';

type AppProps = {
  router: DataRouter;
};

export function App({ router }: AppProps) {
  return (
    <AppProvider>
      <CurrentRouterProvider router={router}>
        <RouterProvider router={router} />
      </CurrentRouterProvider>
    </AppProvider>
  );
}
