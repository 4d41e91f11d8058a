import { RouterProvider, type DataRouter } from 'react-router';
import { AppProvider } from './provider';

type AppProps = {
  router: DataRouter;
};

export function App({ router }: AppProps) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
