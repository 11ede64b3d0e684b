import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { Navbar } from './Navbar.tsx';

export function NavbarContainer() {
  const auth = useAuth();
  const title = useBuildingTitle();
  const navigate = useNavigate();
  const t = useT();
  const logout = async () => {
    try {
      await auth.logout();
      navigate('/');
    } catch (error) {
      console.error('Logout failed', error);
      toast.error(t('nav.logoutFailed'));
    }
  };
  return <Navbar title={title} auth={auth.state} onLogout={logout} />;
}
