import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfigDto } from '@contract/shared';
import { useBuilding } from './building.ts';

const ConfigContext = createContext<AppConfigDto | null>(null);

export function ConfigValue({ config, children }: { config: AppConfigDto; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): AppConfigDto {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigProvider above it');
  return config;
}

/** The building's time zone: every screen's today and this month are the building's, not the browser's. */
export const useBuildingTimeZone = (): string => useConfig().timeZone;

/** The building's name exactly as the admin saved it (the configured name until then, and while it loads). */
export function useBuildingTitle(): string {
  const configured = useConfig().buildingName;
  return useBuilding().data?.name ?? configured;
}
