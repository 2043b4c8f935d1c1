import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';
import { CurrentPath, testQueryClient } from './render-with-shell';

/** The whole app at a path, with the real providers; mock the server with mockShopApi first. */
export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers queryClient={testQueryClient()}>
        <AppRoutes />
        <CurrentPath />
      </Providers>
    </MemoryRouter>,
  );
}
