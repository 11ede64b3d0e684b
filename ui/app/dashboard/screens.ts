/** What the route table answers: the screen an address opens, who may open a screen, and each role's menu. */
import { matchPath } from 'react-router-dom';
import type { Role } from '@contract/identity';
import type { MessageId } from '@/i18n/en/index.ts';
import { DASHBOARD_SCREENS, type DashboardScreen } from '../routes.tsx';

/** The screen an address under /dashboard/ opens, if any. */
export const screenAt = (pathname: string): DashboardScreen | undefined =>
  DASHBOARD_SCREENS.find((screen) => matchPath(`/dashboard/${screen.path}`, pathname));

export interface MenuItem {
  to: string;
  label: MessageId;
}

/** Whether a screen opens for this role (and, for a user, whether they are a former resident). */
export const opensFor = (
  screen: Pick<DashboardScreen, 'allow' | 'formerResidents'>,
  role: Role,
  formerResident = false,
): boolean => screen.allow.includes(role) || (role === 'user' && formerResident && screen.formerResidents === true);

/** A role's side-menu items: the screens it may open that have a label, in the table's order. */
export const menuFor = (role: Role, formerResident = false): MenuItem[] =>
  DASHBOARD_SCREENS.flatMap((screen) =>
    screen.menu !== false && opensFor(screen, role, formerResident)
      ? [{ to: `/dashboard/${screen.path}`, label: screen.menu }]
      : [],
  );

/** Where /dashboard takes a role: its first menu item. */
export const homePathFor = (role: Role): string => menuFor(role)[0]!.to;
