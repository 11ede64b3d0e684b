import type { ReactNode } from 'react';
import { useConfigQuery } from '../api/config.ts';
import { ConfigValue } from '@/lib/config/config-context.tsx';
import { ConfigStatus } from './ConfigStatus.tsx';

/** Nothing can render without the building name and identity settings, so the app waits for them once. */
export function ConfigProvider({ children }: { children: ReactNode }) {
  const { data, isError, refetch, isFetching } = useConfigQuery();
  if (data) return <ConfigValue config={data}>{children}</ConfigValue>;
  return <ConfigStatus failed={isError} retrying={isFetching} onRetry={() => void refetch()} />;
}
