import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { Navbar } from './Navbar.tsx';

export function NavbarContainer() {
  const auth = useAuth();
  const title = useBuildingTitle();
  const navigate = useNavigate();
  const logout = async () => {
    try {
      await auth.logout();
      navigate('/');
    } catch (error) {
      console.error('Logout failed', error);
      toast.error('Logout failed');
    }
  };
  return <Navbar title={title} auth={auth.state} onLogout={logout} />;
}
