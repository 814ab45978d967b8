import { useLocation, useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback';
import { useUserStore } from './userStore';

/** SPEC.md §4 logout: clear the session, 退出成功, and leave /userCenter for /home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    useUserStore.getState().logout();
    feedback.message.success('退出成功');
    if (pathname === '/userCenter') navigate('/home');
  };
}
