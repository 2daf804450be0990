import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../auth/AuthContext';
import { createQueryClient } from './queryClient';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

const Toasts = lazy(() => import('./Toasts'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </MantineProvider>
  );
}
