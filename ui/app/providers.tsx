import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from '@/features/config/components/ConfigProvider.tsx';
import { FirebaseAuthProvider } from '@/lib/auth/FirebaseAuthProvider.tsx';
import { createQueryClient } from './query-client.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider>
        <FirebaseAuthProvider>{children}</FirebaseAuthProvider>
      </ConfigProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
