import { useLocation } from 'react-router-dom';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import type { MessageId } from '@/i18n/en/index.ts';
import { screenAt } from './screens.ts';

/**
 * A screen before it can draw itself (the session, the role or its code still on its way): its heading where the
 * screen will draw it, and what it waits for. The server draws this into the page's HTML, so a phone shows the
 * screen's heading before any script has run.
 */
export function PendingScreen({ waiting }: { waiting: MessageId }) {
  const t = useT();
  const screen = screenAt(useLocation().pathname);
  if (!screen?.heading) return <StatusText>{t(waiting)}</StatusText>;
  return (
    <DashboardPage title={t(screen.heading)} wide={screen.wide === true} busy>
      <StatusText>{t(waiting)}</StatusText>
    </DashboardPage>
  );
}
