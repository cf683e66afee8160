import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider, createQueryClient } from './provider';
import { createAppRouter } from './router';
import { watchSessionEnd } from './session-watch';

// Created at import so the first screen's chunk starts loading while i18n initialises.
const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  useEffect(() => watchSessionEnd(router, queryClient), []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
