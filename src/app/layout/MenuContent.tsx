import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Suspense, type ReactElement } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROLE_LABELS } from '@domain/roles';
import type { SessionUser } from '@domain/usuarios';
import { logout } from '@/lib/sesion/session';
import { adelantarPagina } from '../lazy-page';
import { menuFor, screenFor } from '../routes';
import { RoleIcon } from './RoleIcon';
import { SCREEN_ICONS } from './screen-icons';
import { lazyWithReload } from '@/lib/chunk-reload';

interface MenuContentProps {
  user: SessionUser | null;
  /** The narrow rail: icons only, names in tooltips. */
  compact?: boolean;
  onNavigate?: () => void;
}

// Only the desktop's narrow rail shows tooltips: the drawer and the phone menu do not load them.
const Tooltip = lazyWithReload(() => import('@mui/material/Tooltip'));

function RailTip({ compact, title, children }: { compact: boolean; title: string; children: ReactElement }) {
  return compact ? (
    <Suspense fallback={children}>
      <Tooltip title={title} placement="left">
        {children}
      </Tooltip>
    </Suspense>
  ) : (
    children
  );
}

export function MenuContent({ user, compact = false, onNavigate }: MenuContentProps) {
  const location = useLocation();
  // The screen shown, /clientes/ included (the router matches it as /clientes).
  const actual = screenFor(location.pathname)?.path ?? location.pathname;
  const navigate = useNavigate();
  const nombre = user?.nombre || 'Invitado';

  const signOut = () => {
    onNavigate?.();
    void logout(() => navigate('/login'));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="menu-lateral">
      <List component="div" disablePadding>
        <RailTip compact={compact} title={`${nombre} · Perfil`}>
          <ListItemButton
            component={Link}
            to="/perfil"
            onClick={onNavigate}
            selected={actual === '/perfil'}
            aria-label={`Perfil de ${nombre}`}
            sx={{ py: 1.5 }}
          >
            <ListItemIcon>
              <RoleIcon role={user?.role} />
            </ListItemIcon>
            {!compact && (
              <ListItemText
                primary={nombre}
                secondary={user ? ROLE_LABELS[user.role] : undefined}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
              />
            )}
          </ListItemButton>
        </RailTip>
      </List>
      <Divider />
      <List component="nav" aria-label="Menú principal" sx={{ flexGrow: 1 }}>
        {menuFor(user?.role ?? null).map((screen) => {
          const Icon = SCREEN_ICONS[screen.icon];
          return (
            <RailTip key={screen.path} compact={compact} title={screen.title}>
              <ListItemButton
                component={Link}
                to={screen.path}
                onClick={() => {
                  if (actual !== screen.path) adelantarPagina(screen.load);
                  onNavigate?.();
                }}
                selected={actual === screen.path}
                aria-label={compact ? screen.title : undefined}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                {!compact && <ListItemText primary={screen.title} />}
              </ListItemButton>
            </RailTip>
          );
        })}
      </List>
      <Divider />
      <List component="div">
        <RailTip compact={compact} title="Cerrar Sesión">
          <ListItemButton onClick={signOut} aria-label={compact ? 'Cerrar Sesión' : undefined}>
            <ListItemIcon>
              <LogoutIcon color="error" />
            </ListItemIcon>
            {!compact && <ListItemText primary="Cerrar Sesión" />}
          </ListItemButton>
        </RailTip>
      </List>
    </Box>
  );
}
