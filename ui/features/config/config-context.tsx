import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfigDto } from '../../../adapters/http/contract.ts';

const ConfigContext = createContext<AppConfigDto | null>(null);

export function ConfigValue({ config, children }: { config: AppConfigDto; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): AppConfigDto {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigProvider above it');
  return config;
}

/** "{name} Residency", the way the product names itself everywhere. */
export const useBuildingTitle = () => `${useConfig().buildingName} Residency`;
